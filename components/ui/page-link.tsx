'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ComponentProps } from 'react';
import { hrefOf, splitLocalePath } from '@/lib/routes';

/** Props of next/link that an <a> does not take. */
const LINK_ONLY_PROPS = new Set(['prefetch', 'replace', 'scroll', 'shallow', 'passHref', 'legacyBehavior', 'locale', 'onNavigate']);

type PageLinkProps = Omit<ComponentProps<typeof Link>, 'href'> & { href: string };

/**
 * A link to a page of this site, at the trailing-slash URL the export serves. A page in the other
 * language (an English page linked from a Hindi one) is another document with its own <html lang>, so
 * that link is a plain <a> (a full page load), marked with the target's `hreflang`. Its `lang` is the
 * caller's to give: a menu's English page label is English, a Hindi sentence linking to it is not.
 */
export function PageLink({ href, ...props }: PageLinkProps) {
  const here = splitLocalePath(usePathname() ?? '/').lang;
  const there = splitLocalePath(href).lang;
  if (here !== there) {
    const anchor = Object.fromEntries(Object.entries(props).filter(([key]) => !LINK_ONLY_PROPS.has(key))) as ComponentProps<'a'>;
    return <a href={hrefOf(href)} hrefLang={there} {...anchor} />;
  }
  return <Link href={hrefOf(href)} {...props} />;
}
