/** The languages of the site and the locale each formats dates and numbers in. */
const locales = { en: 'en-IN', hi: 'hi-IN' } as const;
export type Lang = keyof typeof locales;

/**
 * "14 October 2026", or in Hindi "14 अक्तूबर 2026": dates as Indian readers write them, fixed to IST so
 * build and browser agree.
 */
export function formatDate(iso: string | undefined, lang: Lang = 'en'): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locales[lang], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(date);
}

/** "1,00,000": numbers grouped the Indian way, in Western digits in both languages. */
export function formatNumber(value: number, lang: Lang = 'en'): string {
  return new Intl.NumberFormat(locales[lang], { numberingSystem: 'latn' }).format(value);
}

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** "₹1,23,456": whole rupees, grouped the Indian way. */
export function formatInr(amount: number): string {
  return rupees.format(amount);
}
