import type { Metadata } from 'next';
import { requirePage } from '@/lib/content';
import { dedicatedSlugs } from '@/lib/routes';
import { metadataFor } from '@/lib/seo/metadata';
import { PageView } from '@/components/page/page-view';

/** The home page, from its document (pages/home). */
export async function generateMetadata(): Promise<Metadata> {
  return metadataFor(await requirePage(dedicatedSlugs.home));
}

export default async function HomePage() {
  return <PageView page={await requirePage(dedicatedSlugs.home)} />;
}
