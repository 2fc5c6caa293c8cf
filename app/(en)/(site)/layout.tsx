import type { ReactNode } from 'react';
import { SiteShell } from '@/components/layout/site-shell';

/** Every page but the contact page wears the full shell: announcement bar, header, footer, floating buttons. */
export default function SiteLayout({ children }: { children: ReactNode }) {
  return <SiteShell>{children}</SiteShell>;
}
