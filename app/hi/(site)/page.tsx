import type { Metadata } from 'next';
import { getHindiPages, requirePage } from '@/lib/content';
import { setRequestLang } from '@/lib/request-lang';
import { dedicatedSlugs } from '@/lib/routes';
import { metadataFor } from '@/lib/seo/metadata';
import { PageView } from '@/components/page/page-view';

/** The Hindi home page, from its document (pages/home.hi). Checking the edition here fails the build on a missing Hindi page. */
async function hindiHome() {
  await getHindiPages();
  return requirePage(dedicatedSlugs.home, 'hi');
}

export async function generateMetadata(): Promise<Metadata> {
  return metadataFor(await hindiHome());
}

export default async function HindiHomePage() {
  setRequestLang('hi');
  return <PageView page={await hindiHome()} />;
}
