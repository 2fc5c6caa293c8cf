import type { Dictionary } from './en';

/** Every string of a dictionary as plain text: the Hindi dictionary must have exactly the English keys. */
type Strings<T> = { readonly [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };

/**
 * The words of the interface in Hindi, key for key with `en.ts` (TypeScript refuses a missing key; a unit
 * test refuses an extra one or a changed `{hole}`). Terms follow content/i18n/glossary.md.
 */
export const hi: Strings<Dictionary> = {
  shop: {
    inTheBox: 'डिब्बे में क्या है',
    addToCart: 'कार्ट में डालें',
    addToCartFor: '{name} कार्ट में डालें',
    inCart: 'कार्ट में {count}',
    seeProduct: '{name} के बारे में',
    cartTitle: 'आपका कार्ट',
    cartLoading: 'आपका कार्ट खुल रहा है...',
    cartEmpty: 'आपका कार्ट खाली है। कीमत पूछने के लिए कोई उत्पाद जोड़ें।',
    quantityOf: '{name} की संख्या',
    increase: '{name} की संख्या बढ़ाएँ',
    decrease: '{name} की संख्या घटाएँ',
    remove: '{name} को कार्ट से हटाएँ',
    removeShort: 'हटाएँ',
    clear: 'कार्ट खाली करें',
    lineTotal: '{quantity} × {price}',
    total: 'अनुमानित कुल',
    items: '{count} चीज़ें',
    announceAdded: '{name} कार्ट में जुड़ गया। कार्ट में {count} चीज़ें हैं।',
    announceQuantity: '{name} की संख्या: {quantity}।',
    announceRemoved: '{name} कार्ट से हट गया।',
    announceCleared: 'कार्ट खाली है।',
    headerCart: 'कार्ट',
    headerCartCount: 'कार्ट, {count} चीज़ें',
  },
  order: {
    title: 'ऑर्डर के लिए पूछताछ भेजें',
    lead: 'अभी कोई भुगतान नहीं। कीमत, डिलीवरी और इंस्टॉलेशन पक्का करने के लिए हम आपको फ़ोन करेंगे, आम तौर पर एक कामकाजी दिन के अंदर।',
    loading: 'फ़ॉर्म खुल रहा है...',
    name: 'पूरा नाम',
    phone: 'फ़ोन',
    email: 'ईमेल',
    district: 'ज़िला',
    state: 'राज्य या केंद्र शासित प्रदेश',
    statePlaceholder: 'अपना राज्य चुनें',
    note: 'नोट',
    noteHint: 'कोई भी ज़रूरी बात: आपकी फसल, कितने एकड़, या जगह तक कैसे पहुँचें।',
    consent: 'मैं सहमत हूँ कि {brand} इस पूछताछ का जवाब देने के लिए इन जानकारियों का उपयोग कर सकता है।',
    privacy: 'हम आपकी जानकारी का उपयोग कैसे करते हैं: हमारी गोपनीयता नीति',
    submit: 'पूछताछ भेजें',
    successTitle: 'धन्यवाद, आपकी पूछताछ हमें मिल गई है।',
    reference: 'आपका रेफ़रेंस नंबर',
    successBody: '{tollFree} पर फ़ोन करते समय यह नंबर बताएँ। कीमत, डिलीवरी और इंस्टॉलेशन पक्का करने के लिए हमारी टीम एक कामकाजी दिन के अंदर आपको फ़ोन करेगी।',
    another: 'नया कार्ट शुरू करें',
  },
};
