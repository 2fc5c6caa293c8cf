import type { Metadata } from 'next';
import { requirePage } from '@/lib/content';
import { dedicatedSlugs } from '@/lib/routes';
import { metadataFor } from '@/lib/seo/metadata';
import { PageView } from '@/components/page/page-view';

/** The contact page (pages/contact), shown without header and footer. */
export async function generateMetadata(): Promise<Metadata> {
  return metadataFor(await requirePage(dedicatedSlugs.contact));
}

export default async function ContactPage() {
  return <PageView page={await requirePage(dedicatedSlugs.contact)} />;
}
