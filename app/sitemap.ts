import type { MetadataRoute } from 'next';
import { getHindiPages, getMoreReads, getPages, getPosts } from '@/lib/content';
import type { Lang } from '@/lib/i18n';
import { absoluteUrl } from '@/lib/env';
import { pageCount } from '@/lib/pagination';
import { OFFLINE_SLUG } from '@/lib/offline';
import { blogPagePath, dedicatedSlugs, hrefOf, moreReadsPagePath, pagePath, postPath } from '@/lib/routes';

export const dynamic = 'force-static';

/**
 * sitemap.xml: every page document in both languages (the 404 and offline pages aside), every page of the blog and
 * of More Reads, and every post, at canonical URLs. A page with a Hindi twin lists both as alternates of each other.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [english, hindi, posts, articles] = await Promise.all([getPages('en'), getHindiPages(), getPosts(), getMoreReads()]);
  const translated = new Set(hindi.map((page) => page.slug));
  const url = (slug: string, lang: Lang) => absoluteUrl(hrefOf(pagePath(slug, lang)));
  const pageEntries: MetadataRoute.Sitemap = [...english, ...hindi]
    .filter((page) => page.slug !== dedicatedSlugs.notFound && page.slug !== OFFLINE_SLUG)
    .map((page) => ({
      url: url(page.slug, page.lang),
      changeFrequency: page.slug === dedicatedSlugs.home || page.slug === dedicatedSlugs.blog ? 'weekly' : 'monthly',
      priority: page.slug === dedicatedSlugs.home ? 1 : page.kind === 'page' ? 0.6 : 0.8,
      ...(translated.has(page.slug) ? { alternates: { languages: { en: url(page.slug, 'en'), hi: url(page.slug, 'hi'), 'x-default': url(page.slug, 'en') } } } : {}),
    }));
  // Page 1 of each list is its page document's entry above; pages 2 and on follow.
  const laterListPages = (count: number, pathFor: (page: number) => string): MetadataRoute.Sitemap =>
    Array.from({ length: pageCount(count) - 1 }, (_, i) => ({ url: absoluteUrl(hrefOf(pathFor(i + 2))), changeFrequency: 'weekly', priority: 0.4 }));
  const postEntries: MetadataRoute.Sitemap = posts.map((post) => ({
    url: absoluteUrl(hrefOf(postPath(post.id))),
    lastModified: post.sortedDate,
    changeFrequency: 'yearly',
    priority: 0.5,
  }));
  return [...pageEntries, ...laterListPages(posts.length, blogPagePath), ...laterListPages(articles.length, moreReadsPagePath), ...postEntries];
}
