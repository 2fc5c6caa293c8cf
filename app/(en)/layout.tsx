import type { ReactNode } from 'react';
import { Document } from '@/components/layout/document';

/** Every English page: `<html lang="en-IN">`. */
export default function EnglishLayout({ children }: { children: ReactNode }) {
  return <Document lang="en">{children}</Document>;
}
