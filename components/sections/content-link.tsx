import type { ReactNode } from 'react';
import { words } from '@/content/i18n';
import { requestLang } from '@/lib/request-lang';
import { splitLocalePath } from '@/lib/routes';
import { PageLink } from '@/components/ui/page-link';

/**
 * A link from content: a site page is a client-side link; another site opens in a new tab and says so;
 * tel:, mailto: and #anchors are plain links. A translated document's links already lead to its
 * language's pages where they exist (lib/content); one that still leads to an English page says so.
 * `after` (an arrow) follows the words and that note.
 */
export function ContentLink({ href, className, children, after }: { href: string; className?: string; children: ReactNode; after?: ReactNode }) {
  const lang = requestLang();
  const t = words().shell;
  if (href.startsWith('/')) {
    const crossesLanguage = splitLocalePath(href).lang !== lang;
    return (
      <PageLink href={href} className={className}>
        {children}
        {crossesLanguage ? <span className="text-[0.85em] font-normal"> {t.englishOnly}</span> : null}
        {after}
      </PageLink>
    );
  }
  if (href.startsWith('https://')) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
        {children}
        <span className="sr-only"> {t.opensInNewTab}</span>
        {after}
      </a>
    );
  }
  return (
    <a href={href} className={className}>
      {children}
      {after}
    </a>
  );
}
