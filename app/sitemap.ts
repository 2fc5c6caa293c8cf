import type { MetadataRoute } from 'next';
import { getEditionPages, getMoreReads, getPosts } from '@/lib/content';
import { DEFAULT_LANG, LANGS, type Lang } from '@/lib/i18n';
import { absoluteUrl } from '@/lib/env';
import { pageCount } from '@/lib/pagination';
import { OFFLINE_SLUG } from '@/lib/offline';
import { blogPagePath, dedicatedSlugs, hrefOf, moreReadsPagePath, pagePath, postPath } from '@/lib/routes';

export const dynamic = 'force-static';

/**
 * sitemap.xml: every page document in every language (the 404 and offline pages aside), every page of the blog and
 * of More Reads, and every post, at canonical URLs. A page with twins lists all its languages as alternates of each other.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [pagesByLang, posts, articles] = await Promise.all([Promise.all(LANGS.map((lang) => getEditionPages(lang))), getPosts(), getMoreReads()]);
  const pages = pagesByLang.flat();
  const languagesOf = new Map<string, Lang[]>();
  for (const page of pages) languagesOf.set(page.slug, [...(languagesOf.get(page.slug) ?? []), page.lang]);
  const url = (slug: string, lang: Lang) => absoluteUrl(hrefOf(pagePath(slug, lang)));
  const alternates = (slug: string) => {
    const twins = languagesOf.get(slug) ?? [];
    return twins.length > 1 ? { alternates: { languages: { ...Object.fromEntries(twins.map((lang) => [lang, url(slug, lang)])), 'x-default': url(slug, DEFAULT_LANG) } } } : {};
  };
  const pageEntries: MetadataRoute.Sitemap = pages
    .filter((page) => page.slug !== dedicatedSlugs.notFound && page.slug !== OFFLINE_SLUG)
    .map((page) => ({
      url: url(page.slug, page.lang),
      changeFrequency: page.slug === dedicatedSlugs.home || page.slug === dedicatedSlugs.blog ? 'weekly' : 'monthly',
      priority: page.slug === dedicatedSlugs.home ? 1 : page.kind === 'page' ? 0.6 : 0.8,
      ...alternates(page.slug),
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
