'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/**
 * Every route change starts at the top of the new page, unless its link names a #section, to which Next
 * scrolls. Not the page's first render: that is its load, where the browser has already put the reader
 * where the address says (an #anchor) or where they scrolled before the scripts ran.
 */
export function ScrollToTop() {
  const pathname = usePathname();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (window.location.hash) return;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
