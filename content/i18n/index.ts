import type { Lang } from '@/lib/i18n';
import { requestLang } from '@/lib/request-lang';
import { en, type Words } from './en';
import { hi } from './hi';

const dictionaries: Record<Lang, Words> = { en, hi };

/** The interface words of a language. Server code only: client islands get the strings they show as props. */
export function dictionaryFor(lang: Lang): Words {
  return dictionaries[lang];
}

/** The interface words of the page being rendered. */
export function words(): Words {
  return dictionaries[requestLang()];
}
