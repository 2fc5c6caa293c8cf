import type { Metadata } from 'next';
import { requirePage } from '@/lib/content';
import { dedicatedSlugs } from '@/lib/routes';
import { metadataFor } from '@/lib/seo/metadata';
import { PageView } from '@/components/page/page-view';

/** The buy page (pages/buy-product): the catalogue, the cart and the order enquiry. */
export async function generateMetadata(): Promise<Metadata> {
  return metadataFor(await requirePage(dedicatedSlugs.buyProduct));
}

export default async function BuyProductPage() {
  return <PageView page={await requirePage(dedicatedSlugs.buyProduct)} />;
}
