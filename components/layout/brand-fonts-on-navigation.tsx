'use client';

import { usePathname } from 'next/navigation';
import { useLayoutEffect, useRef } from 'react';
import { setBrandFontsIfFetched } from '@/lib/brand-fonts';

/**
 * The page a client navigation opens sets the brand fonts once a page before it has fetched them
 * (lib/brand-fonts.ts): in the commit that shows it, so its first frame is already in them and the page the
 * reader is leaving is never laid out again. Not at hydration: the page being read keeps the type it was
 * first painted in, as the head's script decided.
 */
export function BrandFontsOnNavigation() {
  const pathname = usePathname();
  const shownPath = useRef(pathname);
  useLayoutEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    setBrandFontsIfFetched();
  }, [pathname]);
  return null;
}
