import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { site } from '@/content/site';
import { getPosts } from '@/lib/content';
import { pageCount, pageSlice } from '@/lib/pagination';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { blogJsonLd } from '@/lib/seo/jsonld';
import { JsonLd } from '@/components/seo/json-ld';
import { Banner } from '@/components/sections/banner';
import { PostGrid } from '@/components/content/post-card';
import { Pagination } from '@/components/content/pagination';

/**
 * The blog: 9 posts a page, each page a static page (/blog/, /blog/page/2/, ...) so every post is
 * reachable without JavaScript. Unknown pages are the 404 page.
 */
export const dynamicParams = false;

const title = 'Blog';
const description = 'Field-tested advice from HaritSat agronomists and analysts: irrigation, soil testing, satellite crop maps, insurance, coffee and fisheries.';

type Props = { params: Promise<{ page?: string[] }> };

function pagePath(page: number): string {
  return page === 1 ? '/blog/' : `/blog/page/${page}/`;
}

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
  const page = pageNumber((await params).page);
  return pageMetadata({ title: page === 1 ? title : `${title}, page ${page}`, description, path: pagePath(page) });
}

export default async function BlogPage({ params }: Props) {
  const page = pageNumber((await params).page);
  const posts = await getPosts();
  const total = pageCount(posts.length);
  if (page > total) notFound();
  return (
    <>
      <JsonLd data={blogJsonLd({ name: `${site.brand} ${title}`, description, path: routes.blog.path })} />
      <Banner image="/assets/art/banner-crop-monitoring.svg" eyebrow="From the field" heading={page === 1 ? 'Blog' : `Blog, page ${page}`} subheading={description} />
      <section aria-label="Posts" className="section">
        <div className="container-content">
          <PostGrid posts={pageSlice(posts, page)} />
          <Pagination current={page} total={total} label="Blog pages" hrefFor={pagePath} />
        </div>
      </section>
    </>
  );
}
