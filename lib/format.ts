import { language, type Lang } from '@/lib/i18n';

/**
 * "14 October 2026", in Hindi "14 अक्तूबर 2026", in Marathi "14 ऑक्टोबर, 2026": dates as Indian readers write them, fixed to IST so
 * build and browser agree.
 */
export function formatDate(iso: string | undefined, lang: Lang = 'en'): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language(lang).locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
    numberingSystem: language(lang).digits,
  }).format(date);
}

/** "1,00,000": numbers grouped the Indian way, in Western digits in every language (as the pages write them). */
export function formatNumber(value: number, lang: Lang = 'en'): string {
  return new Intl.NumberFormat(language(lang).locale, { numberingSystem: language(lang).digits }).format(value);
}

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** "₹1,23,456": whole rupees, grouped the Indian way. */
export function formatInr(amount: number): string {
  return rupees.format(amount);
}
