'use client';

import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The success view of a form. Its heading takes focus when it appears, because the button that was
 * focused has just been replaced and screen readers should hear the result.
 */
/** What a form shows when it could not reach the intake and kept the submission on the device for later (lib/leads/outbox.ts). */
export function SavedOffline({ title, body, className, children }: { title: string; body: string; className?: string; children?: ReactNode }) {
  return (
    <ThankYou title={title} className={className}>
      <p className="text-ink">{body}</p>
      {children}
    </ThankYou>
  );
}

export function ThankYou({ title, children, className = '' }: { title: string; children?: ReactNode; className?: string }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <div className={className}>
      <h3 ref={headingRef} tabIndex={-1} className="text-2xl font-extrabold outline-none">
        {title}
      </h3>
      {children}
    </div>
  );
}
