import type { MetadataRoute } from 'next';
import { getPages, getPosts } from '@/lib/content';
import { absoluteUrl } from '@/lib/env';
import { pageCount } from '@/lib/pagination';
import { blogPagePath, dedicatedSlugs, hrefOf, pagePath, postPath } from '@/lib/routes';

export const dynamic = 'force-static';

/** sitemap.xml: every page document (the 404 page's aside), every page of the blog and every post, at canonical URLs. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [pages, posts] = await Promise.all([getPages(), getPosts()]);
  const pageEntries: MetadataRoute.Sitemap = pages
    .filter((page) => page.slug !== dedicatedSlugs.notFound)
    .map((page) => ({
      url: absoluteUrl(hrefOf(pagePath(page.slug))),
      changeFrequency: page.slug === dedicatedSlugs.home || page.slug === dedicatedSlugs.blog ? 'weekly' : 'monthly',
      priority: page.slug === dedicatedSlugs.home ? 1 : page.kind === 'page' ? 0.6 : 0.8,
    }));
  const blogPages: MetadataRoute.Sitemap = Array.from({ length: pageCount(posts.length) - 1 }, (_, i) => ({
    url: absoluteUrl(hrefOf(blogPagePath(i + 2))),
    changeFrequency: 'weekly',
    priority: 0.4,
  }));
  const postEntries: MetadataRoute.Sitemap = posts.map((post) => ({
    url: absoluteUrl(hrefOf(postPath(post.id))),
    lastModified: post.sortedDate,
    changeFrequency: 'yearly',
    priority: 0.5,
  }));
  return [...pageEntries, ...blogPages, ...postEntries];
}
