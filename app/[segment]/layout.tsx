import type { ReactNode } from 'react';
import { Document, preloadFont } from '@/components/layout/document';
import { devanagariSwitchFont } from '@/lib/fonts/devanagari';
import { DEFAULT_LANG } from '@/lib/i18n';
import { setRequestLang } from '@/lib/request-lang';
import { segmentLang } from '@/components/page/segment-route';

/**
 * The first segment of a path is either an English page's slug ("/ecrop") or a translation's code
 * ("/mr", "/mr/ecrop"): one dynamic segment serves both, because two dynamic segments cannot share a level.
 * Each gets its language's document: `<html lang>`, fonts, and the words of everything below.
 */
export default async function SegmentLayout({ children, params }: { children: ReactNode; params: Promise<{ segment: string }> }) {
  const lang = segmentLang((await params).segment);
  setRequestLang(lang);
  // English pages preload the language switch's Devanagari letters, as app/(en)/layout.tsx does.
  if (lang === DEFAULT_LANG) preloadFont(devanagariSwitchFont.url);
  return <Document lang={lang}>{children}</Document>;
}
