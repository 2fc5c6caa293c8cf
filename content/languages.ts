/**
 * The site's languages, in the order the language switch lists them. Adding a language is one line here,
 * its dictionary (content/i18n/<code>.ts, listed in content/i18n/index.ts), its glossary and its page
 * documents (`<slug>.<code>.json`); routes, menus, hreflang, the sitemap, search, fonts and the server's
 * 404 pages all read this list. English is the default: its pages are at the plain paths, every other
 * language's at /<code> + the English path.
 */
export const languages = [
  {
    code: 'en',
    /** The language's name in its own script: what the language switch shows. */
    name: 'English',
    /** Its name in English, for logs and tooling. */
    englishName: 'English',
    /** Two or three letters for a phone's header, where the switch has room for little more than an icon. */
    short: 'EN',
    /** The `lang` of the page's <html>; Pagefind keeps one index per value, so each language is searched apart. */
    htmlLang: 'en-IN',
    /** Dates and numbers are formatted in this locale (month names, Indian grouping 1,00,000)… */
    locale: 'en-IN',
    /** …in these digits: Western ones everywhere, as the page documents write their figures. */
    digits: 'latn',
    /** The voice asked for when a page is read aloud. */
    speech: 'en-IN',
    /** Open Graph's locale. */
    ogLocale: 'en_IN',
    /** The script of its pages, which names the font cut the page sets (lib/fonts). */
    script: 'latin',
  },
  { code: 'hi', name: 'हिन्दी', englishName: 'Hindi', short: 'हि', htmlLang: 'hi', locale: 'hi-IN', digits: 'latn', speech: 'hi-IN', ogLocale: 'hi_IN', script: 'devanagari' },
  { code: 'mr', name: 'मराठी', englishName: 'Marathi', short: 'म', htmlLang: 'mr', locale: 'mr-IN', digits: 'latn', speech: 'mr-IN', ogLocale: 'mr_IN', script: 'devanagari' },
] as const satisfies readonly Language[];

export interface Language {
  code: string;
  name: string;
  englishName: string;
  short: string;
  htmlLang: string;
  locale: string;
  digits: string;
  speech: string;
  ogLocale: string;
  script: Script;
}

/** The scripts the site has a font cut for. */
export type Script = 'latin' | 'devanagari';
