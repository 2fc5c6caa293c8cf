'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

/** Every route change starts at the top of the new page (spec section 2). */
export function ScrollToTop() {
  const pathname = usePathname();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
