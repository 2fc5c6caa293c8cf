'use client';

import { useRouter } from 'next/navigation';
import { splitLocalePath } from '@/lib/routes';
import { useState, useSyncExternalStore, type ReactNode, type SyntheticEvent } from 'react';

const subscribeToNothing = () => () => {};
/** Tells a component whether this render is hydrating the prerendered HTML (the server snapshot is only read then). */
const useIsHydrating = () =>
  useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );

/**
 * React leaves an element's DOM children alone when its props say they are its inner HTML; the empty string
 * is never written, because hydration adopts the element without setting its props.
 */
const KEEP_PRERENDERED_CHILDREN = { __html: '' };

/**
 * The page link an event came from: a same-origin page of the site in the page's language (the export serves
 * pages at trailing-slash paths; files such as brochures have extensions; the other language's pages are
 * documents of their own, with their own <html lang>), followed by the app router as PageLink would.
 */
function pageLinkOf(event: SyntheticEvent): string | null {
  const anchor = (event.target as Element).closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if (anchor.hasAttribute('download') || (anchor.target && anchor.target !== '_self')) return null;
  const url = new URL(anchor.href);
  if (url.origin !== window.location.origin || !url.pathname.endsWith('/')) return null;
  if (splitLocalePath(url.pathname).lang !== splitLocalePath(window.location.pathname).lang) return null;
  // A link to a section of this page is the browser's to follow: it scrolls, and adds a history entry.
  if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash) return null;
  return url.pathname + url.search + url.hash;
}

/**
 * Server-rendered content that has nothing interactive in it: its prerendered HTML is kept as it is when the
 * page hydrates, and React creates nothing for it. Hydrating every element of a page is most of a phone's
 * script time after load, and these are most of the elements. The links in it still navigate client-side and
 * are fetched ahead when the reader reaches for them, through one listener on the wrapper.
 *
 * Any render that is not the page's hydration (a client-side navigation to the page, going back to it)
 * renders the children as usual. Anything with handlers of its own (a client component) must not be
 * inside: it would never hydrate.
 */
export function StaticHtml({ children }: { children?: ReactNode }) {
  const hydrating = useIsHydrating();
  // Decided once, at mount: the prerendered HTML kept as it is, or the children.
  const [innerHtml] = useState(() => (typeof window !== 'undefined' && hydrating ? KEEP_PRERENDERED_CHILDREN : null));
  const router = useRouter();
  if (innerHtml === null) return <div className="contents">{children}</div>;

  const prefetch = (event: SyntheticEvent) => {
    const href = pageLinkOf(event);
    if (href) router.prefetch(href);
  };
  return (
    <div
      className="contents"
      dangerouslySetInnerHTML={innerHtml}
      suppressHydrationWarning
      onPointerOver={prefetch}
      onTouchStart={prefetch}
      onFocus={prefetch}
      onClick={(event) => {
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        const href = pageLinkOf(event);
        if (!href) return;
        event.preventDefault();
        router.push(href);
      }}
    />
  );
}
