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

/** The site's languages: English at the plain paths, Hindi under /hi. */
export const LANGS = ['en', 'hi'] as const;
export type Lang = (typeof LANGS)[number];

/** The `lang` attribute of a page's <html>: Indian English, and Hindi. */
export const HTML_LANG: Record<Lang, string> = { en: 'en-IN', hi: 'hi' };

export function otherLang(lang: Lang): Lang {
  return lang === 'en' ? 'hi' : 'en';
}
