import { dictionaryFor } from '@/content/i18n';
import type { Lang } from '@/lib/i18n';
import { requestLang } from '@/lib/request-lang';
import { localePath, paths } from '@/lib/routes';
import type { FormWords } from './form-words';

/** The words the forms of the page being rendered need, for a FormWordsProvider. */
export function formWords(lang: Lang = requestLang()): FormWords {
  const { forms, errors } = dictionaryFor(lang);
  return { forms, errors, policyHref: localePath(paths.policy, lang) };
}
