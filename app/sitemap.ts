import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/env';
import { hrefOf, publishedRoutes } from '@/lib/routes';

export const dynamic = 'force-static';

/** sitemap.xml from the route table: every published page, at its canonical (trailing-slash) URL. */
export default function sitemap(): MetadataRoute.Sitemap {
  return publishedRoutes().map((route) => ({
    url: absoluteUrl(hrefOf(route.path)),
    changeFrequency: route.kind === 'home' || route.kind === 'blog' ? 'weekly' : 'monthly',
    priority: route.kind === 'home' ? 1 : route.kind === 'service' || route.kind === 'product' ? 0.8 : 0.6,
  }));
}
