import type { ReactNode } from 'react';
import { SiteShell } from '@/components/layout/site-shell';

/** Pages without the header and the footer (the contact page): the announcement bar and floating buttons stay. */
export default function MinimalLayout({ children }: { children: ReactNode }) {
  return <SiteShell variant="minimal">{children}</SiteShell>;
}
