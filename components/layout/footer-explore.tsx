'use client';

import { clsx } from 'clsx';
import { useState, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { useHydrated } from '@/lib/hooks/use-hydrated';

/**
 * On mobile the Explore links hide behind a 'View More' / 'Hide Sections' toggle.
 * From the md breakpoint up they are always shown and the toggle is hidden.
 * Without JavaScript the links are shown (the `hidden` class is only applied after hydration).
 */
export function FooterExplore({ text, children }: { text: { viewMore: string; hideSections: string }; children: ReactNode }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const collapsed = hydrated && !open;
  return (
    <div>
      <button
        type="button"
        aria-expanded={!collapsed}
        aria-controls="footer-explore"
        onClick={() => setOpen((value) => !value)}
        className="mb-4 inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-white/70 px-5 font-semibold md:hidden"
      >
        {collapsed ? text.viewMore : text.hideSections}
        <ChevronDown aria-hidden="true" className={clsx('size-4 transition-transform', !collapsed && 'rotate-180')} />
      </button>
      <div id="footer-explore" className={clsx(collapsed ? 'hidden' : 'block', 'md:block')}>
        {children}
      </div>
    </div>
  );
}
