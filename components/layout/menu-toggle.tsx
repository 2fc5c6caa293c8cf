import type { Ref } from 'react';
import { Menu, X } from 'lucide-react';

/**
 * The button that shows and hides the main menu below the desktop breakpoint (hidden at desktop width).
 * Without JavaScript the menu is always shown (layout/no-script-styles.tsx), so this button, which would
 * do nothing, is hidden (`script-only`).
 */
export function MenuToggle({ label, open, onClick, ref }: { label: string; open: boolean; onClick: () => void; ref?: Ref<HTMLButtonElement> }) {
  return (
    <button
      ref={ref}
      type="button"
      className="script-only inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full border-2 border-forest-900 px-2 font-semibold text-forest-900 sm:px-4 nav:hidden"
      aria-expanded={open}
      aria-controls="main-menu"
      onClick={onClick}
    >
      {open ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
      {/* On phones the bar holds five controls, so the word is for screen readers only. */}
      <span className="sr-only sm:not-sr-only">{label}</span>
    </button>
  );
}
