import type { MetadataRoute } from 'next';
import { getPosts } from '@/lib/content';
import { absoluteUrl } from '@/lib/env';
import { hrefOf, publishedRoutes } from '@/lib/routes';

export const dynamic = 'force-static';

/** sitemap.xml: every published page of the route table and every blog post, at canonical URLs. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const pages: MetadataRoute.Sitemap = publishedRoutes().map((route) => ({
    url: absoluteUrl(hrefOf(route.path)),
    changeFrequency: route.kind === 'home' || route.kind === 'blog' ? 'weekly' : 'monthly',
    priority: route.kind === 'home' ? 1 : route.kind === 'service' || route.kind === 'product' ? 0.8 : 0.6,
  }));
  const posts: MetadataRoute.Sitemap = (await getPosts()).map((post) => ({
    url: absoluteUrl(hrefOf(`/post/${post.id}`)),
    lastModified: post.sortedDate,
    changeFrequency: 'yearly',
    priority: 0.5,
  }));
  return [...pages, ...posts];
}
