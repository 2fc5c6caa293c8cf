import { dictionaries } from '@/content/i18n/dictionaries';
import { en } from '@/content/i18n/en';
import { aiProductLabel, headquarters, parentInSentence, site, whatsappUrl } from '@/content/site';
import { DEFAULT_LANG, fill, LANGS, type Lang } from '@/lib/i18n';

const registeredOffice = site.offices.find((office) => office.kind === 'Registered Office') ?? headquarters;

/**
 * Facts that copy may name but must not repeat: a document writes `{tollFree}` and the page shows the
 * number from content/site.ts, so a changed phone number or brand is one edit, never a hunt through copy.
 */
const contentTokens: Readonly<Record<string, string>> = {
  brand: site.brand,
  parentCompany: site.parentCompany,
  legalName: site.legalName,
  aiProduct: aiProductLabel,
  foundingYear: String(site.foundingYear),
  tollFree: site.tollFreePhone.display,
  tollFreeTel: site.tollFreePhone.tel,
  assistancePhone: site.assistancePhone.display,
  assistanceTel: site.assistancePhone.tel,
  whatsapp: site.whatsapp.display,
  whatsappUrl: whatsappUrl(),
  email: site.email,
  supportEmail: site.supportEmail,
  grievanceEmail: site.grievanceOfficer.email,
  /** The registered office as one line: the postal address for notices and grievances. */
  registeredOffice: [
    registeredOffice.name,
    registeredOffice.streetAddress,
    registeredOffice.locality,
    `${registeredOffice.region} ${registeredOffice.postalCode}`,
    registeredOffice.country,
  ].join(', '),
  helplineHours: site.helpline.hours,
  helplineLanguages: site.helpline.languages,
  officeCities: en.facts.officeCities,
  countryCount: String(site.countries.length),
  newsUrl: site.external.news.url,
  greenGdpUrl: site.external.greenGdp.url,
  sdgUrl: site.external.sdg.url,
  weatherAiUrl: site.external.weatherAi.url,
  /** The consent banner's buttons and the footer's link, as the page shows them, for copy that tells a reader which to press. */
  consentAccept: en.shell.accept,
  consentDecline: en.shell.decline,
  cookieSettings: en.shell.cookieSettings,
  /** The search dialog's switch for the "/" shortcut, for the policy's list of what the browser keeps. */
  slashShortcut: en.search.slashShortcut,
};

/** A translation's documents get the facts that are words (hours, languages, cities, what the company is) in its words; numbers and names stay. */
function tokensIn(lang: Lang): Readonly<Record<string, string>> {
  if (lang === DEFAULT_LANG) return contentTokens;
  const words = dictionaries[lang];
  return {
    ...contentTokens,
    legalName: fill(words.facts.legalName, { brand: site.brand, parent: parentInSentence }),
    helplineHours: words.facts.helplineHours,
    helplineLanguages: words.facts.helplineLanguages,
    officeCities: words.facts.officeCities,
    consentAccept: words.shell.accept,
    consentDecline: words.shell.decline,
    cookieSettings: words.shell.cookieSettings,
    slashShortcut: words.search.slashShortcut,
  };
}

const tokensByLang = Object.fromEntries(LANGS.map((lang) => [lang, tokensIn(lang)])) as Record<Lang, Readonly<Record<string, string>>>;

const TOKEN = /\{([A-Za-z]+)\}/g;

/** A token a document names that does not exist, with the field it is in ("sections[2].lead"). */
export interface UnknownToken {
  token: string;
  path: string;
}

/**
 * Replace every `{token}` in every string of a raw document, returning a new value; unknown tokens are
 * collected rather than left in the page, so the caller can fail the build naming the field.
 */
export function interpolateTokens(value: unknown, unknown: UnknownToken[] = [], path = '', lang: Lang = DEFAULT_LANG): unknown {
  if (typeof value === 'string') {
    return value.replace(TOKEN, (match, name: string) => {
      const replacement = tokensByLang[lang][name];
      if (replacement === undefined) unknown.push({ token: match, path: path || '(document)' });
      return replacement ?? match;
    });
  }
  if (Array.isArray(value)) return value.map((item, index) => interpolateTokens(item, unknown, `${path}[${index}]`, lang));
  if (value && typeof value === 'object' && !(value instanceof Date) && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, interpolateTokens(item, unknown, path ? `${path}.${key}` : key, lang)]));
  }
  return value;
}
