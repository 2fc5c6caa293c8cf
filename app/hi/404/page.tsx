import type { Metadata } from 'next';
import { requirePage } from '@/lib/content';
import { setRequestLang } from '@/lib/request-lang';
import { dedicatedSlugs } from '@/lib/routes';
import { NotFoundView } from '@/components/page/not-found-view';

/**
 * The Hindi 404 page (pages/not-found.hi): the server answers unknown paths under /hi/ with it and status
 * 404. Never indexed, and not in the sitemap.
 */
export async function generateMetadata(): Promise<Metadata> {
  const page = await requirePage(dedicatedSlugs.notFound, 'hi');
  return { title: page.title, description: page.description, robots: { index: false } };
}

export default function HindiNotFound() {
  setRequestLang('hi');
  return <NotFoundView lang="hi" />;
}
