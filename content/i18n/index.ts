import { DEFAULT_LANG, fill, type Lang } from '@/lib/i18n';
import { languages } from '@/content/languages';
import { requestLang } from '@/lib/request-lang';
import type { Words } from './en';
import { dictionaries } from './dictionaries';

/** The interface words of a language. Server code only: client islands get the strings they show as props. */
export function dictionaryFor(lang: Lang): Words {
  return dictionaries[lang];
}

/** The interface words of the page being rendered. */
export function words(): Words {
  return dictionaries[requestLang()];
}

/**
 * What a link to a page in another language adds, in `lang`'s words, by that language: "(अंग्रेज़ी में)"
 * for English, "(भाषा: मराठी)" for another translation, its name in its own script.
 */
export function languageNotes(lang: Lang): Partial<Record<Lang, string>> {
  const t = dictionaries[lang].shell;
  return Object.fromEntries(
    languages.filter(({ code }) => code !== lang).map(({ code, name }) => [code, code === DEFAULT_LANG ? t.englishOnly : fill(t.inLanguage, { language: name })]),
  );
}

/**
 * The words of the search button, dialog and page, in the page's language, and each other language's
 * offer to search its own pages, in that language.
 */
export type SearchWords = Words['search'] & { searchElsewhere?: Partial<Record<Lang, string>> };

/** The search box's words in `lang`, with each other language's offer to search its pages, in that language. */
export function searchWords(lang: Lang): SearchWords {
  const searchElsewhere = Object.fromEntries(languages.filter(({ code }) => code !== lang).map(({ code }) => [code, dictionaries[code].search.searchHere]));
  return { ...dictionaries[lang].search, searchElsewhere };
}
