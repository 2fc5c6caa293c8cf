import type { ReactNode } from 'react';

/**
 * A box whose content (a table) may be wider than the screen and then scrolls sideways inside it, not the
 * whole page. A named <section> is a region: it takes keyboard focus, so the box can be scrolled without
 * a pointer, and a screen reader announces its name when focus lands on it. Post HTML gets the same box
 * as a string (lib/content/sanitize.ts).
 */
export function ScrollRegion({ label, className, children }: { label: string; className: string; children: ReactNode }) {
  return (
    <section aria-label={label} tabIndex={0} className={className}>
      {children}
    </section>
  );
}
