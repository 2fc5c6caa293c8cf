import type { ReactNode } from 'react';
import { PageLink } from '@/components/ui/page-link';

/**
 * A link from content: a site page is a client-side link; another site opens in a new tab and says so;
 * tel:, mailto: and #anchors are plain links.
 */
export function ContentLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  if (href.startsWith('/')) {
    return (
      <PageLink href={href} className={className}>
        {children}
      </PageLink>
    );
  }
  if (href.startsWith('https://')) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
        {children}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}
