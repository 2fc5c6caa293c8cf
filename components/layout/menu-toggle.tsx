import type { Ref } from 'react';
import { Menu, X } from 'lucide-react';

/** The button that shows and hides the main menu below the desktop breakpoint (hidden at desktop width). */
export function MenuToggle({ label, open, onClick, ref }: { label: string; open: boolean; onClick: () => void; ref?: Ref<HTMLButtonElement> }) {
  return (
    <button
      ref={ref}
      type="button"
      className="inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-forest-900 px-3 font-semibold text-forest-900 nav:hidden sm:px-4"
      aria-expanded={open}
      aria-controls="main-menu"
      onClick={onClick}
    >
      {open ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
      {label}
    </button>
  );
}
