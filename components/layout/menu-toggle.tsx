import type { Ref } from 'react';
import { Menu, X } from 'lucide-react';

/** The button that shows and hides the main menu below the desktop breakpoint (hidden at desktop width). */
export function MenuToggle({ open, onClick, ref }: { open: boolean; onClick: () => void; ref?: Ref<HTMLButtonElement> }) {
  return (
    <button
      ref={ref}
      type="button"
      className="inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-forest-900 px-4 font-semibold text-forest-900 nav:hidden"
      aria-expanded={open}
      aria-controls="main-menu"
      onClick={onClick}
    >
      {open ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
      Menu
    </button>
  );
}
