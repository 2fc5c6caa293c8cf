'use client';

import { clsx } from 'clsx';
import { useState, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';

/**
 * On mobile the Explore links hide behind a 'View More' / 'Hide Sections' toggle.
 * From the md breakpoint up they are always shown and the toggle is hidden.
 * The HTML is already collapsed, as the hydrated page is, so the footer below it (the policy links) does not
 * jump up under a reader's finger when the page hydrates. Without JavaScript the noscript rules of
 * no-script-styles.tsx show the links and hide the toggle, which would do nothing.
 */
export function FooterExplore({ text, children }: { text: { viewMore: string; hideSections: string }; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls="footer-explore"
        onClick={() => setOpen((value) => !value)}
        className="script-only mb-4 inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-white/70 px-5 font-semibold md:hidden"
      >
        {open ? text.hideSections : text.viewMore}
        <ChevronDown aria-hidden="true" className={clsx('size-4 transition-transform', open && 'rotate-180')} />
      </button>
      <div id="footer-explore" className={clsx('footer-explore md:block', open ? 'block' : 'hidden')}>
        {children}
      </div>
    </div>
  );
}
