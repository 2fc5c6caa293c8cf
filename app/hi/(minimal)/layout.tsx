import type { ReactNode } from 'react';
import { SiteShell } from '@/components/layout/site-shell';

/** The Hindi contact page: the announcement bar and floating buttons, no header and no footer, as in English. */
export default function HindiMinimalLayout({ children }: { children: ReactNode }) {
  return (
    <SiteShell lang="hi" variant="minimal">
      {children}
    </SiteShell>
  );
}
