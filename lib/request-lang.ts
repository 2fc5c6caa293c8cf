import { cache } from 'react';
import type { Lang } from '@/lib/i18n';

/**
 * The language of the page being rendered, for server components deep in the tree (a section's FAQ
 * title, a content link) that would otherwise need it passed through every level. React's `cache` gives
 * each render its own holder. The Hindi layouts and pages set it before rendering anything; a render
 * that never sets it is English.
 */
const holder = cache((): { lang: Lang } => ({ lang: 'en' }));

export function setRequestLang(lang: Lang): void {
  holder().lang = lang;
}

export function requestLang(): Lang {
  return holder().lang;
}
