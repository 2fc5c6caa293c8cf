import type { ReactNode } from 'react';
import { SiteShell } from '@/components/layout/site-shell';

/** Every Hindi page but the contact page wears the full shell, in Hindi. */
export default function HindiSiteLayout({ children }: { children: ReactNode }) {
  return <SiteShell lang="hi">{children}</SiteShell>;
}
