import type { ReactNode } from 'react';
import { pageCount } from '@/lib/pagination';
import { hrefOf } from '@/lib/routes';
import { Pagination } from './pagination';

interface PagedListProps {
  /** The page shown (1-based) and how many items the whole list has. */
  page: number;
  count: number;
  /** The pagination's name ("Blog pages"). */
  label: string;
  /** The path of page n of the list (lib/routes.ts). */
  pathFor: (page: number) => string;
  /** The page's items. */
  children: ReactNode;
}

/**
 * One page of a list that is paged as static pages (the blog, More Reads): its items, then the pagination
 * as links to the other pages. Links work without JavaScript; with it, Next's <Link> makes them client
 * navigations.
 */
export function PagedList({ page, count, label, pathFor, children }: PagedListProps) {
  return (
    <>
      {children}
      <Pagination current={page} total={pageCount(count)} label={label} hrefFor={(n) => hrefOf(pathFor(n))} />
    </>
  );
}
