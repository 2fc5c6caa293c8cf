import Link from 'next/link';
import type { ComponentProps } from 'react';
import { hrefOf, isPublishedPath } from '@/lib/routes';

type PageLinkProps = Omit<ComponentProps<typeof Link>, 'href'> & { href: string };

/**
 * A link to a page of this site: adds the trailing slash the export serves, and does not prefetch
 * routes this checkout does not build yet (a prefetch of a missing page is a 404 in the console).
 */
export function PageLink({ href, prefetch, ...props }: PageLinkProps) {
  return <Link href={hrefOf(href)} prefetch={isPublishedPath(href) ? prefetch : false} {...props} />;
}
