import type { ReactNode } from 'react';
import { SiteShell } from '@/components/layout/site-shell';
import { segmentLang } from '@/components/page/segment-route';

/** A translation's contact page: the announcement bar and floating buttons, no header and no footer, as in English. */
export default async function SegmentMinimalLayout({ children, params }: { children: ReactNode; params: Promise<{ segment: string }> }) {
  return (
    <SiteShell lang={segmentLang((await params).segment)} variant="minimal">
      {children}
    </SiteShell>
  );
}
