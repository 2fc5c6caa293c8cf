import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { dictionaryFor } from '@/content/i18n';
import { requirePage } from '@/lib/content';
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

/**
 * The route of a page document whose list runs over several static pages, in an optional catch-all
 * folder `[[...page]]`: the list's own path is page 1, then /page/2/, /page/3/ ..., 9 items each, so every
 * item is reachable without JavaScript and each page has its own canonical URL and title. The blog and
 * More Reads both use it. Unknown pages (page/1, past the last, not a number) are the 404 page; the route
 * sets `dynamicParams = false`.
 */
export function pagedListRoute({ slug, pathFor, countItems }: PagedList) {
  async function pageOrNotFound(params: Props['params']): Promise<number> {
    const number = listPageNumber((await params).page);
    if (number === undefined || number > pageCount(await countItems())) notFound();
    return number;
  }

  return {
    async generateStaticParams() {
      return listPageParams(pageCount(await countItems()));
    },
    async generateMetadata({ params }: Props): Promise<Metadata> {
      const number = await pageOrNotFound(params);
      const page = await requirePage(slug);
      // Page 2 on has a title of its own, in the tab and when shared.
      return metadataFor(page, pathFor(number), number === 1 ? page.title : fill(dictionaryFor(page.lang).sections.listPageTitle, { title: page.title, page: number }));
    },
    async Page({ params }: Props) {
      const number = await pageOrNotFound(params);
      return <PageView page={await requirePage(slug)} path={pathFor(number)} listPage={number} />;
    },
  };
}
