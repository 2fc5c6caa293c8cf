'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';
import { BACKDROP_TRANSITION_MS, MODAL_TRANSITION_MS } from '@/lib/constants';

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** A static modal ignores Escape and clicks outside; only its Close button closes it. */
  isStatic?: boolean;
  children: ReactNode;
}

/** What Tab can reach inside the dialog (elements with tabindex -1, such as a honeypot, are left out). */
const FOCUSABLE = ['a[href]', 'button:not([disabled])', 'input:not([disabled]):not([type="hidden"])', 'select:not([disabled])', 'textarea:not([disabled])', '[tabindex]']
  .map((selector) => `${selector}:not([tabindex="-1"])`)
  .join(', ');

/**
 * An accessible dialog: role="dialog", aria-modal, labelled by its title; focus moves in on open, is
 * trapped inside (Tab and Shift+Tab cycle), and returns to the element that opened it on close.
 * The dialog fades and rises over 300 ms and the backdrop fades over 150 ms (none under reduced motion).
 */
export function Modal({ open, title, onClose, isStatic = false, children }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  // `shown` lags `open` by a frame so the enter transition runs from the initial state.
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (!open) return;
    openerRef.current = document.activeElement as HTMLElement | null;
    const frame = requestAnimationFrame(() => setShown(true));
    const dialog = dialogRef.current;
    const first = dialog?.querySelector<HTMLElement>('[data-autofocus]') ?? dialog?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? dialog)?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      cancelAnimationFrame(frame);
      setShown(false);
      document.body.style.overflow = overflow;
      openerRef.current?.focus();
    };
  }, [open]);

  if (!open || typeof document === 'undefined') return null;

  function onKeyDown(event: React.KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (!isStatic) onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && (document.activeElement === first || document.activeElement === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return createPortal(
    <div className="fixed inset-0 z-[60] flex items-end justify-center sm:items-center sm:p-4" onKeyDown={onKeyDown}>
      <div
        aria-hidden="true"
        data-testid="modal-backdrop"
        className={`absolute inset-0 bg-ink/70 transition-opacity ease-linear ${shown ? 'opacity-100' : 'opacity-0'}`}
        style={{ transitionDuration: `${BACKDROP_TRANSITION_MS}ms` }}
        onClick={() => {
          if (!isStatic) onClose();
        }}
      />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`relative flex max-h-[92vh] w-full max-w-lg flex-col overflow-hidden rounded-t-3xl bg-white shadow-2xl transition duration-300 ease-out outline-none sm:rounded-3xl ${shown ? 'translate-y-0 opacity-100' : 'translate-y-6 opacity-0'}`}
        style={{ transitionDuration: `${MODAL_TRANSITION_MS}ms` }}
      >
        <div className="flex items-center justify-between gap-4 border-b border-forest-900/10 px-6 py-4">
          <h2 id={titleId} className="text-xl font-extrabold">
            {title}
          </h2>
          <button type="button" onClick={onClose} className="inline-flex min-h-11 items-center gap-1 rounded-full px-3 font-semibold text-forest-900 hover:bg-leaf-100">
            <X aria-hidden="true" className="size-5" />
            Close
          </button>
        </div>
        <div className="overflow-y-auto px-6 py-5">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
