import type { ReactNode } from 'react';
import { SiteShell } from '@/components/layout/site-shell';

/** Every page except /contact wears the shell: announcement bar, header, footer, floating buttons. */
export default function SiteLayout({ children }: { children: ReactNode }) {
  return <SiteShell>{children}</SiteShell>;
}
