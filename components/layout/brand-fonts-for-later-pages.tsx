'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { fetchBrandFontsForLater, setBrandFontsIfFetched } from '@/lib/brand-fonts';

/**
 * The brand fonts for the pages after this one (lib/brand-fonts.ts). Once the page has hydrated, which is
 * after its first paint, their files are fetched into the cache in an idle moment. The page a client
 * navigation then opens sets them in the commit that shows it, so its first frame is already in them and
 * the page the reader is leaving is never laid out again. Not at hydration: the page being read keeps the
 * type it was painted in.
 */
export function BrandFontsForLaterPages({ urls }: { urls: string[] }) {
  const pathname = usePathname();
  const shownPath = useRef(pathname);
  useEffect(() => fetchBrandFontsForLater(urls), [urls]);
  useLayoutEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    setBrandFontsIfFetched();
  }, [pathname]);
  return null;
}
