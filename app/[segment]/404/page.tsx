import type { Metadata } from 'next';
import { requirePage } from '@/lib/content';
import { dedicatedSlugs } from '@/lib/routes';
import { NotFoundView } from '@/components/page/not-found-view';
import { segmentLang, translationParams } from '@/components/page/segment-route';

/**
 * "/mr/404": a translation's 404 page (pages/not-found.mr). The server answers unknown paths under /mr/
 * with it and status 404. Never indexed, and not in the sitemap.
 */
export const dynamicParams = false;
export const generateStaticParams = translationParams;

type Props = { params: Promise<{ segment: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await requirePage(dedicatedSlugs.notFound, segmentLang((await params).segment));
  return { title: page.title, description: page.description, robots: { index: false } };
}

export default async function TranslatedNotFound({ params }: Props) {
  return <NotFoundView lang={segmentLang((await params).segment)} />;
}
