import type { ReactNode } from 'react';
import { Document, preloadFont } from '@/components/layout/document';
import { devanagariSwitchFont } from '@/lib/fonts/devanagari';

/**
 * Every English page: `<html lang="en-IN">`, with the language switch's Devanagari letters preloaded. Here
 * rather than in the document: the root 404 page's English document is rendered inside every page's
 * payload, Hindi ones too, and its preloads reach their heads. The 404 page finds that font at its first layout.
 */
export default function EnglishLayout({ children }: { children: ReactNode }) {
  preloadFont(devanagariSwitchFont.url);
  return <Document lang="en">{children}</Document>;
}
