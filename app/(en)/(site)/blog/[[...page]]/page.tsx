import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getPosts, requirePage } from '@/lib/content';
import { pageCount } from '@/lib/pagination';
import { blogPagePath, dedicatedSlugs } from '@/lib/routes';
import { metadataFor } from '@/lib/seo/metadata';
import { PageView } from '@/components/page/page-view';

/**
 * The blog (pages/blog): 9 posts a page, each page a static page (/blog/, /blog/page/2/, ...) so every
 * post is reachable without JavaScript. Unknown pages are the 404 page.
 */
export const dynamicParams = false;

type Props = { params: Promise<{ page?: string[] }> };

/** ["page", "2"] → 2; [] → 1; anything else → not found. */
function pageNumber(segments: string[] | undefined): number {
  if (!segments || segments.length === 0) return 1;
  const [word, number] = segments;
  if (segments.length !== 2 || word !== 'page' || !number || !/^\d+$/.test(number) || number === '1') notFound();
  return Number(number);
}

export async function generateStaticParams() {
  const total = pageCount((await getPosts()).length);
  return [{ page: [] as string[] }, ...Array.from({ length: total - 1 }, (_, i) => ({ page: ['page', String(i + 2)] }))];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const number = pageNumber((await params).page);
  const page = await requirePage(dedicatedSlugs.blog);
  const meta = await metadataFor(page, blogPagePath(number));
  return number === 1 ? meta : { ...meta, title: `${page.title}, page ${number}` };
}

export default async function BlogPage({ params }: Props) {
  const number = pageNumber((await params).page);
  if (number > pageCount((await getPosts()).length)) notFound();
  return <PageView page={await requirePage(dedicatedSlugs.blog)} path={blogPagePath(number)} listPage={number} />;
}
