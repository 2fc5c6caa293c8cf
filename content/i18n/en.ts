/**
 * The words of the interface (buttons, labels, messages), as opposed to page copy, which lives in the page
 * documents. `{name}`-style holes are filled with `fill` (lib/i18n.ts), so the strings can be handed from
 * server components to client islands as plain data.
 */
import { FIELD_MESSAGES, SECTOR_REQUIRED_MESSAGE, SUBMIT_FAILED_MESSAGE } from '@/lib/leads/messages';

export const en = {
  /** The frame of every page: skip link, announcement bar, header, menus, footer, floating buttons. */
  shell: {
    skipToContent: 'Skip to content',
    loading: 'Loading',
    helplineRegion: 'Toll-free helpline',
    helplinePitch: 'Free advice for farmers in {languages}, {hours}.',
    helplineLabel: 'Toll-free helpline:',
    needAssistance: 'Need assistance?',
    logoHome: '{brand} home',
    mainMenu: 'Main',
    menu: 'Menu',
    backToSite: 'Back to the site',
    backHome: 'Back to home',
    opensInNewTab: '(opens in a new tab)',
    /** Where a Hindi page's menu leads to a page that exists only in English. */
    englishOnly: '(in English)',
    /** Where an English page lists a page in Hindi (the offline page's saved pages). */
    hindiOnly: '(in Hindi)',
    /** The language switcher, written in the language it leads to. */
    otherLanguage: { name: 'हिन्दी', short: 'हिन्दी', label: 'यह पेज हिन्दी में पढ़ें', homeLabel: 'हिन्दी होम पेज पर जाएँ' },
    quickHelp: 'Quick help',
    weatherAssistant: '{label} assistant (opens in a new tab)',
    whatsappChat: 'Chat with us on WhatsApp (opens in a new tab)',
    whatsappLabel: 'WhatsApp',
    whatsappGreeting: 'Hello {brand}, I would like to know more.',
    giveFeedback: 'Give Feedback',
    partnersTitle: 'Working with farmers, fishers and institutions',
    tollFree: 'Toll-free:',
    socialList: '{brand} on social media',
    socialLink: '{brand} on {network} (opens in a new tab)',
    explore: 'Explore',
    reachUs: 'Reach us',
    moreFromUs: 'More from us',
    viewMore: 'View More',
    hideSections: 'Hide Sections',
    ourOffices: 'Our offices',
    countriesTitle: 'Satellite projects delivered for growers in',
    privacyPolicy: 'Privacy policy',
    copyright: '© {year} {brand}, a unit of {parent}. All rights reserved.',
    cookieSettings: 'Cookie settings',
    cookieRegion: 'Cookie consent',
    cookieQuestion:
      'May we use an advertising cookie (the Meta pixel) to see which of our campaigns bring farmers to this site? It loads only if you accept, and you can change your mind any time from Cookie settings at the bottom of the page.',
    cookiePolicyLead: 'See our',
    cookiePolicyLink: 'privacy policy',
    /** What follows the policy link: Hindi puts its verb after it. */
    cookiePolicyTail: '.',
    decline: 'Decline',
    accept: 'Accept',
  },
  /** Words the page sections add around their content. */
  sections: {
    faqTitle: 'Frequently Asked Questions',
    /** A card's link, as it shows. */
    learnMore: 'Learn more',
    /** A card's "Learn more" link as a screen reader names it: the visible words and the card's topic. */
    learnMoreAbout: 'Learn more about {title}',
    previousSlide: 'Previous slide',
    nextSlide: 'Next slide',
    goToSlide: 'Go to slide {index}',
    slideOf: '{index} of {total}',
    pauseSlideshow: 'Pause slideshow',
    playSlideshow: 'Play slideshow',
    close: 'Close',
    /** The title of page 2 and on of a paged list (the blog, More Reads). */
    listPageTitle: '{title}, page {page}',
    /** The description of page 2 on of a list, so that no two pages share one. */
    listPageDescription: 'Page {page} of {pages}. {description}',
    /** Shown instead of the brochure button when scripts do not run: the modal's form needs them, the contact page's form section is the way. */
    brochureWithoutScript: 'Request the brochure on our contact page',
  },
  /** The lead forms: brochure, contact and feedback. */
  forms: {
    loadingForm: 'Loading the form...',
    loadingFeedbackForm: 'Loading Feedback Form...',
    loadFailed: 'The form could not load. Check your connection and try again.',
    tryAgain: 'Try again',
    submitting: 'Submitting...',
    optional: '(optional)',
    honeypot: 'Leave this field empty',
    yourDetails: 'Your details',
    fullName: 'Full name',
    email: 'Email',
    phone: 'Phone',
    sector: 'Sector',
    sectorPlaceholder: 'Select your sector',
    /** What each sector option shows; the value sent is always the English one. */
    sectorOptions: {
      Agriculture: 'Agriculture',
      'Food Processing': 'Food Processing',
      Retail: 'Retail',
      'Supply Chain': 'Supply Chain',
      Manufacturing: 'Manufacturing',
      'Research & Development': 'Research & Development',
      Finance: 'Finance',
      Technology: 'Technology',
      Others: 'Others',
    },
    customSector: 'Please specify your sector',
    sectorRequired: SECTOR_REQUIRED_MESSAGE,
    submitFailed: SUBMIT_FAILED_MESSAGE,
    privacyLink: 'privacy policy',
    /** What follows the policy link in a form's consent line: Hindi puts its verb after it. */
    privacyTail: '.',
    brochureTitle: 'Download the eCrop Brochure',
    brochureForm: 'Request the {label}',
    brochureLead: 'Tell us who you are and we will send you the brochure straight away.',
    brochureSubmit: 'Get the Brochure',
    brochureConsent: 'We use these details only to send the brochure and to follow up about eCrop, as the Digital Personal Data Protection Act, 2023 requires. Read our',
    brochureThanks: 'Thank you for your interest in eCrop!',
    brochureReady: 'Your brochure is ready. Our team will also call you within one working day to answer questions about your fields.',
    brochureDownload: 'Download the eCrop Brochure (PDF)',
    needHelp: 'Need help now?',
    support: 'Support:',
    brochureWhatsapp: 'Hello {brand}, I downloaded the eCrop brochure and have a question.',
    whatsappChat: 'Chat with us on WhatsApp',
    newTab: '(opens in a new tab)',
    contactForm: 'Contact us',
    yourMessage: 'Your message',
    message: 'Message',
    messageHint: 'Your crop, district and question help us answer in one call.',
    contactSubmit: 'Send Message',
    contactConsent: 'We use your details only to answer this message. See our',
    contactThanks: 'Thank you, we have your message.',
    contactReply: 'An agronomist or product specialist will call or write back within one working day.',
    feedbackTitle: 'Feedback Form',
    feedbackForm: 'Feedback',
    yourFeedback: 'Your feedback',
    ratingQuestion: 'How would you rate your visit?',
    ratingOf: '{value} of 5: {word}',
    ratingVeryPoor: 'Very poor',
    ratingPoor: 'Poor',
    ratingOkay: 'Okay',
    ratingGood: 'Good',
    ratingExcellent: 'Excellent',
    name: 'Name',
    feedbackSubmit: 'Send Feedback',
    feedbackThanks: 'Thank you for your feedback!',
    feedbackReply: 'Our team reads every message. If you left your email, we may write back to you.',
    savedOfflineTitle: 'Saved on this device',
    savedOfflineBody:
      'You are offline, so we have kept your request on this phone. It will be sent by itself when you are back online, even if you close this page. There is no need to send it again.',
  },
  /**
   * Field errors, from the form's own check or the intake's answer, keyed by the shared schema's English
   * message; `{field} is required` and `must be at most {max} characters` cover every field.
   */
  errors: {
    required: '{field} is required',
    tooLong: 'must be at most {max} characters',
    ...FIELD_MESSAGES,
  },
  shop: {
    inTheBox: 'In the box',
    addToCart: 'Add to cart',
    /** The button's name: its visible words first, so speech users can say what they see (WCAG label in name). */
    addToCartFor: 'Add to cart: {name}',
    inCart: '{count} in cart',
    /** Under a product whose line is at the most one enquiry may ask for (its Add button is then off). */
    inCartMost: '{count} in cart, the most one enquiry can ask for',
    seeProduct: 'About {name}',
    cartTitle: 'Your cart',
    cartLoading: 'Loading your cart...',
    cartEmpty: 'Your cart is empty. Add a product to ask for a quote.',
    quantityOf: 'Quantity of {name}',
    increase: 'Increase quantity of {name}',
    decrease: 'Decrease quantity of {name}',
    remove: 'Remove {name} from cart',
    removeShort: 'Remove',
    clear: 'Clear cart',
    lineTotal: '{quantity} × {price}',
    total: 'Indicative total',
    itemsOne: '1 item',
    items: '{count} items',
    announceAddedOne: '{name} added to the cart. 1 item in the cart.',
    announceAdded: '{name} added to the cart. {count} items in the cart.',
    announceQuantity: 'Quantity of {name}: {quantity}.',
    announceRemoved: '{name} removed from the cart.',
    announceCleared: 'The cart is empty.',
    headerCart: 'Cart',
    headerCartCountOne: 'Cart, 1 item',
    headerCartCount: 'Cart, {count} items',
  },
  /** The header's search button, the search dialog and the search page. */
  search: {
    openLabel: 'Search the site',
    title: 'Search the site',
    inputLabel: 'Search pages, posts and newsletter articles',
    placeholder: 'Try “drip subsidy”',
    submit: 'Search',
    close: 'Close',
    loading: 'Loading search...',
    failed: 'Search could not load. Check your connection and try again.',
    retry: 'Try again',
    resultsOne: '1 result for “{query}”',
    resultsMany: '{count} results for “{query}”',
    noResults: 'No results for “{query}”.',
    noResultsHint: 'Check the spelling or try fewer words, or browse a section:',
    /** A query in the other language's script found nothing: a link to search that language's pages, written in it. */
    otherLanguageSearch: 'हिन्दी पेजों में “{query}” खोजें',
    emptyHint: 'Find a service, a product, a blog post or a newsletter article. Or browse a section:',
    seeAll: 'See all {count} results',
    showMore: 'Show more results',
    /** On the search page without JavaScript, where the box cannot search. */
    noScript: 'Searching needs JavaScript, which is off in this browser. Every page of the site is listed by section below.',
    keyboardHint: '↑ ↓ to move through results, Enter to open, Esc to close',
    /** The dialog's switch for the "/" shortcut, which a visitor may turn off. */
    slashShortcut: 'Open search with the / key',
    results: 'Results',
    pdf: 'PDF',
    /** Each section's name on a result and in the site index. */
    section: { Service: 'Service', Product: 'Product', Blog: 'Blog', 'More Reads': 'More Reads', Company: 'Company' },
    sections: { Service: 'Services', Product: 'Products', Blog: 'Blog posts', 'More Reads': 'More Reads: newsletter articles', Company: 'Company' },
    allPosts: 'All {count} blog posts',
    allArticles: 'All {count} newsletter articles',
  },
  order: {
    title: 'Send an order enquiry',
    lead: 'No payment now. We call you to confirm prices, delivery and installation, usually within one working day.',
    loading: 'Loading the form...',
    name: 'Full name',
    phone: 'Phone',
    email: 'Email',
    district: 'District',
    state: 'State or union territory',
    statePlaceholder: 'Select your state',
    note: 'Note',
    noteHint: 'Anything we should know: your crop, acreage, or how to reach the site.',
    consent: 'I agree that {brand} may use these details to answer this enquiry.',
    privacy: 'How we use your details: our privacy policy',
    submit: 'Send enquiry',
    successTitle: 'Thank you, your enquiry is with us.',
    reference: 'Your reference number',
    successBody: 'Quote this number when you call {tollFree}. Our team will call you within one working day to confirm prices, delivery and installation.',
    another: 'Start a new cart',
    savedOfflineTitle: 'Your enquiry is saved on this device',
    savedOfflineBody:
      'You are offline. The enquiry will be sent by itself when you are back online, even if you close this page, and our team will then call you to confirm prices, delivery and installation.',
  },
} as const;

export type Dictionary = typeof en;

/** A dictionary's shape with plain strings: the type of every language's words, English included. */
type Strings<T> = { readonly [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
export type Words = Strings<Dictionary>;
