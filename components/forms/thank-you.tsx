'use client';

import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The success view of a form. Its heading takes focus when it appears, because the button that was
 * focused has just been replaced and screen readers should hear the result.
 */
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
