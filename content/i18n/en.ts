/**
 * The words of the interface (buttons, labels, messages), as opposed to page copy, which lives in the page
 * documents. `{name}`-style holes are filled with `fill` (lib/i18n.ts), so the strings can be handed from
 * server components to client islands as plain data.
 */
import { FIELD_MESSAGES, SECTOR_REQUIRED_MESSAGE, SUBMIT_FAILED_MESSAGE } from '@/lib/leads/messages';
import { site, type Office } from '@/content/site';

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
    /** Where a page lists a page in another language (the offline page's saved pages): `{language}` is its name in its own script. */
    inLanguage: '(in {language})',
    /** The language switch's name, in the page's language. */
    /** The menus' dropdowns, by their id in content/navigation.ts. */
    menuGroups: { services: 'Services', products: 'Products', 'satellite-monitoring': 'Satellite Monitoring' },
    languageMenu: 'Language',
    /** This language's entry in every page's language switch, in this language: to this page, or to this language's home page. */
    thisLanguage: { label: 'Read this page in English', homeLabel: 'Go to the English home page' },
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
    /** The word every brochure button's label says, so a reader knows what it opens (the schema checks it). */
    brochure: 'Brochure',
    /** A post's way back to the blog, its byline ({author} is set in bold) and the heading over the posts that follow it. */
    allPosts: 'All posts',
    postBy: 'By {author}',
    morePosts: 'More from the blog',
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
    brochureConsent: 'We keep your name, email, phone and sector for 24 months, only to send the brochure and follow up about eCrop. Read our',
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
    contactConsent: 'We keep your name, email, phone and message for 24 months, only to answer you. Read our',
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
    feedbackConsent: 'We keep your rating, your message, the page and any name or email you give for 24 months, only to improve this site. Read our',
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
    /** Offered on another language's search page when a query is written for this language's pages, in this language. */
    searchHere: 'Search the English pages for “{query}”',
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
  /** The Listen control: the page's main text read aloud by the phone's own voice, in the page's language. */
  listen: {
    region: 'Listen to this page',
    listen: 'Listen',
    pause: 'Pause',
    resume: 'Resume',
    stop: 'Stop',
    speed: 'Speed',
    reading: 'Reading aloud',
    paused: 'Paused',
    finished: 'Finished reading',
    /** Said instead of reading in another language's voice. */
    noVoice: 'This device has no voice for English, so it cannot read this page aloud',
    unsupported: 'This browser cannot read pages aloud',
  },
  /**
   * The note a translation's brochure opens with (scripts/pdf/brochure-note.ts): the product in brief, in the
   * reader's language, before the full brochure's English pages. English has no note: these are its source text.
   */
  brochureNote: {
    eyebrow: 'This brochure in brief',
    englishFollows: 'The pages after this one are the full brochure, in English. Read the whole {product} page in English at {url}',
    questions: 'Questions? Call us or write to us on WhatsApp.',
  },
  /** The facts of content/site.ts that are words, in the page's language: content tokens, the footer, the offices. */
  facts: {
    /** How a translation names the company (`{legalName}` in its documents); English pages use site.legalName as it is. */
    legalName: '{brand}, a unit of {parent}',
    helplineHours: site.helpline.hours,
    helplineLanguages: site.helpline.languages,
    officeCities: site.offices.map((office) => office.locality).join(', '),
    officeKinds: Object.fromEntries(site.offices.map((office) => [office.kind, office.kind])) as Record<Office['kind'], string>,
    /** The footer's flags by country code, and the partners' roles by partner: the words of their image descriptions. */
    countries: Object.fromEntries(site.countries.map((country) => [country.code, country.name])) as Record<string, string>,
    partnerRoles: Object.fromEntries(site.partners.map((partner) => [partner.name, partner.role.toLowerCase()])) as Record<string, string>,
  },
  /** The reply a visitor gets by mail after a form (server/leads/visitor-reply.ts), plain text and HTML. */
  mail: {
    greeting: 'Namaste {name},',
    brochureSubject: 'Your eCrop brochure from {brand}',
    brochureBody: 'Thank you for your interest in eCrop. Here is the brochure you asked for:',
    brochureLink: 'Download the eCrop Brochure (PDF)',
    brochureNext: 'Our team will also call you within one working day to answer questions about your fields.',
    needHelp: 'Need help now? Call {phone} or write to us on WhatsApp at {whatsapp}.',
    contactSubject: 'We have your message: reference {reference}',
    contactBody: 'Thank you for writing to {brand}. Your message is with us, under the reference {reference}.',
    contactNext: 'An agronomist or product specialist will call or write back within one working day. Quote the reference if you write again about it.',
    orderSubject: 'Your order enquiry {reference}',
    orderBody: 'Thank you, your order enquiry is with us. Your reference number is {reference}.',
    orderTotal: 'Total shown: {total}, before delivery and installation. No payment is due now.',
    orderNext: 'Quote this number when you call {tollFree}. Our team will call you within one working day to confirm prices, delivery and installation.',
    feedbackSubject: 'Thank you for your feedback',
    feedbackBody: 'Thank you for rating your visit {rating} of 5. We read every message, and use it to make the site clearer.',
    signOff: 'The {brand} team',
    why: 'You get this mail because this address was entered in a form on {site}. If that was not you, you can ignore it: we send at most three replies a day to one address. How we keep your details: {policy}',
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
    /** The order form's privacy notice, before the link to the policy (the forms' privacyLink and privacyTail). */
    notice: 'We keep your contact details, delivery district and cart for 24 months, only to answer this enquiry. Read our',
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
