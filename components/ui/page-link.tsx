import Link from 'next/link';
import type { ComponentProps } from 'react';
import { hrefOf } from '@/lib/routes';

type PageLinkProps = Omit<ComponentProps<typeof Link>, 'href'> & { href: string };

/** A link to a page of this site, at the trailing-slash URL the export serves. */
export function PageLink({ href, ...props }: PageLinkProps) {
  return <Link href={hrefOf(href)} {...props} />;
}
