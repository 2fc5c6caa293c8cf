import { getTranslatedPaths } from '@/lib/content';
import { dictionaries } from '@/content/i18n/dictionaries';
import { languages } from '@/content/languages';
import { DEFAULT_LANG } from '@/lib/i18n';
import type { LanguageOption } from './language-switch';

/**
 * Every language of the site as the language switch offers it: its name in its own script, what its link
 * says in that language, and the English paths of the pages it has (none listed for English, which has them all).
 * `homesOnly`: every link leads to a language's home page (the 404 page, which is no page of any language).
 */
export async function languageOptions({ homesOnly = false } = {}): Promise<LanguageOption[]> {
  return Promise.all(
    languages.map(async ({ code, name, short, htmlLang }) => ({
      code,
      name,
      short,
      htmlLang,
      ...dictionaries[code].shell.thisLanguage,
      twins: homesOnly ? [] : code === DEFAULT_LANG ? null : [...(await getTranslatedPaths(code))],
    })),
  );
}
