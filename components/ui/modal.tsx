'use client';

import { useEffect, useId, useRef, type KeyboardEventHandler, type ReactNode, type RefObject, type SyntheticEvent } from 'react';
import { clsx } from 'clsx';
import { X } from 'lucide-react';

interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** A static modal ignores Escape and clicks outside; only its Close button closes it. */
  isStatic?: boolean;
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
 * close. Escape and a click on the backdrop close it unless it is static. The dialog fades and rises over
 * 300 ms and the backdrop fades over 150 ms (globals.css; none under reduced motion).
 */
export function Modal({ open, title, onClose, isStatic = false, closeLabel = 'Close', placement = 'default', initialFocus, toolbar, onKeyDown, children }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);

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
    if (!isStatic) onClose();
  }

  // A click that lands on the <dialog> itself, not on its content, is a click on the backdrop.
  function onClick(event: React.MouseEvent<HTMLDialogElement>) {
    if (event.target === event.currentTarget && !isStatic) onClose();
  }

  return (
    <dialog ref={dialogRef} aria-labelledby={titleId} onCancel={onCancel} onClick={onClick} onKeyDown={onKeyDown} className={clsx('modal', placement === 'top' && 'modal-top')}>
      {open ? (
        <div className="flex max-h-[92vh] flex-col">
          <div className="flex items-center justify-between gap-4 border-b border-forest-900/10 px-6 py-4">
            <h2 id={titleId} className="text-xl font-extrabold">
              {title}
            </h2>
            <button type="button" onClick={onClose} className="inline-flex min-h-11 items-center gap-1 rounded-full px-3 font-semibold text-forest-900 hover:bg-leaf-100">
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
