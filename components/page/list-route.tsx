import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { dictionaryFor } from '@/content/i18n';
import { requirePage } from '@/lib/content';
import type { Page } from '@/lib/content/schema';
import { fill } from '@/lib/i18n';
import { listPageNumber, listPageParams, pageCount } from '@/lib/pagination';
import { metadataFor } from '@/lib/seo/metadata';
import { PageView } from './page-view';

type Props = { params: Promise<{ page?: string[] }> };

interface PagedList {
  /** The page document the list is a section of (pages/blog, pages/more-reads). */
  slug: string;
  /** The path of page n of the list (lib/routes.ts). */
  pathFor: (page: number) => string;
  /** How many items the list has, from the same content read the list section renders. */
  countItems: () => Promise<number>;
}

/** Page n of a list as a page of its own: from page 2 on, its title and description say which page it is. */
function asListPage(page: Page, number: number, pages: number): Page {
  if (number === 1) return page;
  const words = dictionaryFor(page.lang).sections;
  return {
    ...page,
    title: fill(words.listPageTitle, { title: page.title, page: number }),
    description: fill(words.listPageDescription, { page: number, pages, description: page.description }),
  };
}

/**
 * The route of a page document whose list runs over several static pages, in an optional catch-all
 * folder `[[...page]]`: the list's own path is page 1, then /page/2/, /page/3/ ..., 9 items each, so every
 * item is reachable without JavaScript and each page has its own canonical URL and title. The blog and
 * More Reads both use it. Unknown pages (page/1, past the last, not a number) are the 404 page; the route
 * sets `dynamicParams = false`.
 */
export function pagedListRoute({ slug, pathFor, countItems }: PagedList) {
  /** The page of the list the URL asks for, as a page document of its own, and its number. */
  async function pageOrNotFound(params: Props['params']): Promise<{ page: Page; number: number }> {
    const number = listPageNumber((await params).page);
    const pages = pageCount(await countItems());
    if (number === undefined || number > pages) notFound();
    return { page: asListPage(await requirePage(slug), number, pages), number };
  }

  return {
    async generateStaticParams() {
      return listPageParams(pageCount(await countItems()));
    },
    async generateMetadata({ params }: Props): Promise<Metadata> {
      const { page, number } = await pageOrNotFound(params);
      return metadataFor(page, pathFor(number));
    },
    async Page({ params }: Props) {
      const { page, number } = await pageOrNotFound(params);
      return <PageView page={page} path={pathFor(number)} listPage={number} listPath={pathFor(1)} />;
    },
  };
}
