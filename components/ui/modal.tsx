'use client';

import { useEffect, useId, useRef, type KeyboardEvent, type KeyboardEventHandler, type ReactNode, type RefObject, type SyntheticEvent } from 'react';
import { clsx } from 'clsx';
import { X } from 'lucide-react';

interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** A static modal ignores Escape and clicks outside; only its Close button closes it. */
  isStatic?: boolean;
  /** While a submission is sending nothing closes the modal (its Close button is disabled): its answer has a form to land in. */
  busy?: boolean;
  /** The words of the Close button. */
  closeLabel?: string;
  /**
   * 'top' holds the dialog at the top of the screen, wider, where a phone's keyboard does not cover it (the
   * search dialog); by default it rises from the bottom on phones and sits centred on wider screens.
   */
  placement?: 'default' | 'top';
  /** What gets focus when it opens, instead of the first thing that can take it (the Close button). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Shown under the title, above the scrolling content, where it stays in view (the search box). */
  toolbar?: ReactNode;
  /** Keys pressed anywhere in the dialog (the search dialog's arrow keys). */
  onKeyDown?: KeyboardEventHandler<HTMLDialogElement>;
  children: ReactNode;
}

/**
 * A modal dialog on the native <dialog> and showModal(): the browser puts it in the top layer, makes the
 * rest of the page inert, moves focus in and keeps it there, and (with us) gives it back to the opener on
 * close. Escape and a click on the backdrop close it unless it is static or busy. The dialog fades and rises
 * over 300 ms and the backdrop fades over 150 ms (globals.css; none under reduced motion).
 */
export function Modal({
  open,
  title,
  onClose,
  isStatic = false,
  busy = false,
  closeLabel = 'Close',
  placement = 'default',
  initialFocus,
  toolbar,
  onKeyDown,
  children,
}: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const stays = isStatic || busy;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    openerRef.current = document.activeElement as HTMLElement | null;
    dialog.showModal();
    initialFocus?.current?.focus();
    return () => {
      dialog.close();
      openerRef.current?.focus();
    };
  }, [open, initialFocus]);

  // Escape raises `cancel`: a static modal stays, another one closes through its owner's state.
  function onCancel(event: SyntheticEvent<HTMLDialogElement>) {
    event.preventDefault();
    if (!stays) onClose();
  }

  // The browser may close a dialog whose `cancel` was refused (Chromium does on the third Escape without a
  // tap in between, and on Android's back gesture): the owner's state follows, so its button opens it again.
  // (Its own close, once the owner has set `open` false, finds `open` false here and does nothing.)
  function onNativeClose() {
    if (open) onClose();
  }

  function onKey(event: KeyboardEvent<HTMLDialogElement>) {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    // A static modal's Escape is refused at the key, so the browser never makes it a close request at all.
    if (event.key === 'Escape' && stays) event.preventDefault();
    if (event.key === 'Tab') keepFocusInside(event);
  }

  // A click that lands on the <dialog> itself, not on its content, is a click on the backdrop.
  function onClick(event: React.MouseEvent<HTMLDialogElement>) {
    if (event.target === event.currentTarget && !stays) onClose();
  }

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onCancel={onCancel}
      onClose={onNativeClose}
      onClick={onClick}
      onKeyDown={onKey}
      className={clsx('modal', placement === 'top' && 'modal-top')}
    >
      {open ? (
        <div className="flex max-h-[92vh] flex-col">
          <div className="flex items-center justify-between gap-4 border-b border-forest-900/10 px-6 py-4">
            <h2 id={titleId} className="text-xl font-extrabold">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              disabled={busy}
              className="inline-flex min-h-11 items-center gap-1 rounded-full px-3 font-semibold text-forest-900 hover:bg-leaf-100 disabled:opacity-60"
            >
              <X aria-hidden="true" className="size-5" />
              {closeLabel}
            </button>
          </div>
          {toolbar ? <div className="px-6 pt-5 pb-3">{toolbar}</div> : null}
          <div className={toolbar ? 'overflow-y-auto px-6 pb-5' : 'overflow-y-auto px-6 py-5'}>{children}</div>
        </div>
      ) : null}
    </dialog>
  );
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Tab from the dialog's last control goes round to its first (Shift+Tab from the first to the last): the
 * browser would otherwise pass focus out to its own toolbar once before coming back.
 */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
  // Controls not shown (display: none, in an inert part) are passed over, as Tab passes them over.
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((control) => (control.checkVisibility?.() ?? true) && !control.closest('[inert]'));
  const [first, last] = [controls[0], controls.at(-1)];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey ? active === first || active === event.currentTarget : active === last) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}
