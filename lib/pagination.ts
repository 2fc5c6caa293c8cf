import { ELLIPSIS_THRESHOLD_PAGES, PAGE_SIZE } from './constants';
import { LIST_PAGE_SEGMENT } from './routes';

/**
 * Pagination for More Reads and the blog: pages start at 1, 9 items a page;
 * the controls show every page when there are at most 5, otherwise the first and last pages, the current
 * page and its neighbours, with an ellipsis for each gap.
 */

export type PaginationItem = { type: 'page'; page: number; current: boolean } | { type: 'ellipsis'; key: 'start' | 'end' };

export function pageCount(totalItems: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(totalItems / pageSize));
}

/** A page number from a URL parameter: integers within 1..total; anything else is page 1. */
export function parsePage(raw: string | null | undefined, total: number): number {
  if (!raw || !/^\d+$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 && page <= total ? page : 1;
}

/**
 * The page of a paged list from its optional catch-all segments (`[[...page]]`): none is page 1,
 * ["page", "2"] is 2. Anything else, "page/1" included (page 1 has one URL, the list's own), is undefined:
 * not a page.
 */
export function listPageNumber(segments: readonly string[] | undefined): number | undefined {
  if (!segments || segments.length === 0) return 1;
  const [word, number] = segments;
  if (segments.length !== 2 || word !== LIST_PAGE_SEGMENT || !number || !/^[1-9]\d*$/.test(number) || number === '1') return undefined;
  return Number(number);
}

/** The static params of a paged list of `total` pages: [] for page 1, then ["page", "2"] ... ["page", String(total)]. */
export function listPageParams(total: number): Array<{ page: string[] }> {
  return [{ page: [] }, ...Array.from({ length: total - 1 }, (_, i) => ({ page: [LIST_PAGE_SEGMENT, String(i + 2)] }))];
}

/** The items of one page (1-based). */
export function pageSlice<T>(items: readonly T[], page: number, pageSize = PAGE_SIZE): T[] {
  return items.slice((page - 1) * pageSize, page * pageSize);
}

export function paginationItems(current: number, total: number, threshold = ELLIPSIS_THRESHOLD_PAGES): PaginationItem[] {
  const page = (n: number): PaginationItem => ({ type: 'page', page: n, current: n === current });
  if (total <= threshold) return Array.from({ length: total }, (_, i) => page(i + 1));
  const shown = [...new Set([1, current - 1, current, current + 1, total])].filter((n) => n >= 1 && n <= total).sort((a, b) => a - b);
  const items: PaginationItem[] = [];
  shown.forEach((n, index) => {
    const previous = shown[index - 1];
    if (previous !== undefined && n - previous > 1) items.push({ type: 'ellipsis', key: n === total ? 'end' : 'start' });
    items.push(page(n));
  });
  return items;
}
