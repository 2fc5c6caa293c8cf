import type { ReactNode } from 'react';

/** A link that opens another site in a new tab, safely, and says so to screen readers. */
export function ExternalLink({
  href,
  className,
  children,
  label,
  newTab = '(opens in a new tab)',
}: {
  href: string;
  className?: string;
  children: ReactNode;
  label?: string;
  newTab?: string;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className} aria-label={label}>
      {children}
      {label ? null : <span className="sr-only"> {newTab}</span>}
    </a>
  );
}
