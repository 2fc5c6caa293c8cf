'use client';

import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import type { ComponentProps, SyntheticEvent } from 'react';
import { hrefOf, splitLocalePath } from '@/lib/routes';

/** Props of next/link that an <a> does not take. */
const LINK_ONLY_PROPS = new Set(['prefetch', 'replace', 'scroll', 'shallow', 'passHref', 'legacyBehavior', 'locale', 'onNavigate']);

type PageLinkProps = Omit<ComponentProps<typeof Link>, 'href'> & { href: string };

/**
 * A link to a page of this site, at the trailing-slash URL the export serves. A page in the other
 * language (an English page linked from a Hindi one) is another document with its own <html lang>, so
 * that link is a plain <a> (a full page load), marked with the target's `hreflang`. Its `lang` is the
 * caller's to give: a menu's English page label is English, a Hindi sentence linking to it is not.
 *
 * A page is fetched ahead when the reader reaches for its link (pointer over it, a finger on it, focus),
 * not whenever the link scrolls into view: Next's default would download the data of every page linked
 * from the screen (90 KB on the home page) on a phone that pays for each byte, for pages mostly never opened.
 */
export function PageLink({ href, prefetch = false, onPointerEnter, onTouchStart, onFocus, ...props }: PageLinkProps) {
  const router = useRouter();
  const here = splitLocalePath(usePathname() ?? '/').lang;
  const there = splitLocalePath(href).lang;
  if (here !== there) {
    const anchor = Object.fromEntries(Object.entries({ ...props, onPointerEnter, onTouchStart, onFocus }).filter(([key]) => !LINK_ONLY_PROPS.has(key))) as ComponentProps<'a'>;
    return <a href={hrefOf(href)} hrefLang={there} {...anchor} />;
  }
  /** Runs the caller's handler, then asks for the page ahead (Next fetches each page once). */
  const onIntent =
    <E extends SyntheticEvent>(handler?: (event: E) => void) =>
    (event: E) => {
      handler?.(event);
      if (prefetch === false) router.prefetch(hrefOf(href));
    };
  return <Link href={hrefOf(href)} prefetch={prefetch} onPointerEnter={onIntent(onPointerEnter)} onTouchStart={onIntent(onTouchStart)} onFocus={onIntent(onFocus)} {...props} />;
}
