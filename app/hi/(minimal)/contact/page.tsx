import type { Metadata } from 'next';
import { requirePage } from '@/lib/content';
import { setRequestLang } from '@/lib/request-lang';
import { dedicatedSlugs } from '@/lib/routes';
import { metadataFor } from '@/lib/seo/metadata';
import { PageView } from '@/components/page/page-view';

/** The Hindi contact page (pages/contact.hi), shown without header and footer. */
export async function generateMetadata(): Promise<Metadata> {
  return metadataFor(await requirePage(dedicatedSlugs.contact, 'hi'));
}

export default async function HindiContactPage() {
  setRequestLang('hi');
  return <PageView page={await requirePage(dedicatedSlugs.contact, 'hi')} />;
}
