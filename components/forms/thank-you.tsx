'use client';

import { useEffect, useRef, type ReactNode } from 'react';

/** What a form shows when it could not reach the intake and kept the submission on the device for later (lib/leads/outbox.ts). */
export function SavedOffline({ title, body, className, children }: { title: string; body: string; className?: string; children?: ReactNode }) {
  return (
    <ThankYou title={title} className={className}>
      <p className="text-ink">{body}</p>
      {children}
    </ThankYou>
  );
}

/**
 * The success view of a form. Its heading takes focus when it appears, because the button that was
 * focused has just been replaced and screen readers should hear the result. When it replaces the saved
 * view later, after the outbox sent the request (`sentLater`), it takes focus only if the saved view had
 * it: a visitor who has moved on keeps their place.
 */
export function ThankYou({ title, children, className = '', sentLater = false }: { title: string; children?: ReactNode; className?: string; sentLater?: boolean }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // The focused saved view has just been removed, which leaves the focus on the body.
    const focusElsewhere = document.activeElement && document.activeElement !== document.body;
    if (sentLater && focusElsewhere) return;
    headingRef.current?.focus();
  }, [sentLater]);
  return (
    <div className={className}>
      <h3 ref={headingRef} tabIndex={-1} className="text-2xl font-extrabold outline-none">
        {title}
      </h3>
      {children}
    </div>
  );
}
