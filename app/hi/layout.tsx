import type { ReactNode } from 'react';
import { setRequestLang } from '@/lib/request-lang';
import { Document } from '@/components/layout/document';

/** Every Hindi page: `<html lang="hi">`, with the Devanagari font. */
export default function HindiLayout({ children }: { children: ReactNode }) {
  setRequestLang('hi');
  return <Document lang="hi">{children}</Document>;
}
