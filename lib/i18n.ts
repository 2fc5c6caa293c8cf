/** "Add to cart: {name}" with { name: 'eCrop' } → "Add to cart: eCrop". A hole without a value stays as it is. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (hole, key: string) => (key in values ? String(values[key]) : hole));
}

/**
 * A counted phrase in its one or its many form, filled with the count and any other values:
 * (1, "{count} item", "{count} items") → "1 item"; with 3 → "3 items". English and Hindi both
 * use the one form for exactly one.
 */
export function fillCount(count: number, one: string, many: string, values: Record<string, string | number> = {}): string {
  return fill(count === 1 ? one : many, { ...values, count });
}

import { languages, type Language } from '@/content/languages';

/** The site's language codes, from content/languages.ts: English at the plain paths, each other under /<code>. */
export const LANGS = languages.map((language) => language.code);
export type Lang = (typeof languages)[number]['code'];

/** The language of the plain paths, and the one a page without a twin falls back to. */
export const DEFAULT_LANG: Lang = 'en';

/** The languages other than English: each has a twin of the edition's pages, under its own prefix. */
export const TRANSLATIONS = LANGS.filter((code) => code !== DEFAULT_LANG);

const byCode = new Map<string, Language>(languages.map((language) => [language.code, language]));

/** Whether a string is one of the site's language codes ("mr"), e.g. a path's first segment. */
export function isLang(code: string | undefined): code is Lang {
  return code !== undefined && byCode.has(code);
}

/** A language's entry in content/languages.ts. */
export function language(code: Lang): Language {
  return byCode.get(code)!;
}

/** The `lang` attribute of a page's <html>: 'en-IN', 'hi', 'mr'. */
export const HTML_LANG = Object.fromEntries(languages.map((entry) => [entry.code, entry.htmlLang])) as Record<Lang, string>;
