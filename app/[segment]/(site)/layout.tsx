import type { ReactNode } from 'react';
import { SiteShell } from '@/components/layout/site-shell';
import { segmentLang } from '@/components/page/segment-route';

/** An English page of its own slug, or a translation's page: the full shell, in the page's language. */
export default async function SegmentSiteLayout({ children, params }: { children: ReactNode; params: Promise<{ segment: string }> }) {
  return <SiteShell lang={segmentLang((await params).segment)}>{children}</SiteShell>;
}
