import { listPageNumber, listPageParams, pageCount, pageSlice, paginationItems, parsePage, type PaginationItem } from './pagination';

/** "1 … 3 [4] 5 … 7" */
function render(items: PaginationItem[]): string {
  return items.map((item) => (item.type === 'ellipsis' ? '…' : item.current ? `[${item.page}]` : String(item.page))).join(' ');
}

describe('paginationItems', () => {
  it('shows every page, without ellipses, up to 5 pages', () => {
    expect(render(paginationItems(1, 1))).toBe('[1]');
    expect(render(paginationItems(2, 3))).toBe('1 [2] 3');
    expect(render(paginationItems(5, 5))).toBe('1 2 3 4 [5]');
  });

  it('over 5 pages: first, last, the current page and its neighbours, an ellipsis for each gap', () => {
    expect(render(paginationItems(1, 7))).toBe('[1] 2 … 7');
    expect(render(paginationItems(2, 7))).toBe('1 [2] 3 … 7');
    expect(render(paginationItems(3, 7))).toBe('1 2 [3] 4 … 7');
    expect(render(paginationItems(4, 7))).toBe('1 … 3 [4] 5 … 7');
    expect(render(paginationItems(5, 7))).toBe('1 … 4 [5] 6 7');
    expect(render(paginationItems(6, 7))).toBe('1 … 5 [6] 7');
    expect(render(paginationItems(7, 7))).toBe('1 … 6 [7]');
    expect(render(paginationItems(6, 6))).toBe('1 … 5 [6]');
  });

  it('holds its invariants for every current page of every size up to 40', () => {
    for (let total = 1; total <= 40; total += 1) {
      for (let current = 1; current <= total; current += 1) {
        const items = paginationItems(current, total);
        const pages = items.flatMap((item) => (item.type === 'page' ? [item.page] : []));
        expect(pages[0]).toBe(1);
        expect(pages[pages.length - 1]).toBe(total);
        expect(items.filter((item) => item.type === 'page' && item.current)).toEqual([{ type: 'page', page: current, current: true }]);
        expect(pages).toEqual([...pages].sort((a, b) => a - b));
        expect(new Set(pages).size).toBe(pages.length);
        for (const neighbour of [current - 1, current + 1]) if (neighbour >= 1 && neighbour <= total) expect(pages).toContain(neighbour);
        const ellipses = items.filter((item) => item.type === 'ellipsis').length;
        if (total <= 5) expect(ellipses).toBe(0);
        // An ellipsis stands exactly where shown page numbers skip.
        const gaps = pages.slice(1).filter((page, i) => page - (pages[i] ?? page) > 1).length;
        expect(ellipses).toBe(gaps);
        expect(items.length).toBeLessThanOrEqual(7);
      }
    }
  });
});

describe('pageCount, pageSlice and parsePage', () => {
  it('counts pages of 9, at least one', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(9)).toBe(1);
    expect(pageCount(10)).toBe(2);
    expect(pageCount(60)).toBe(7);
  });

  it('slices a 1-based page of 9', () => {
    const items = Array.from({ length: 22 }, (_, i) => i + 1);
    expect(pageSlice(items, 1)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageSlice(items, 3)).toEqual([19, 20, 21, 22]);
    expect(pageSlice(items, 4)).toEqual([]);
  });

  it('reads a page number from the URL, falling back to 1', () => {
    expect(parsePage('2', 3)).toBe(2);
    for (const raw of [null, undefined, '', '0', '4', '-1', '2.5', 'abc', '1e1']) expect(parsePage(raw, 3)).toBe(1);
  });
});

describe('the static pages of a paged list (/more-reads/, /more-reads/page/2/ ...)', () => {
  it('reads the page from the route segments: none is page 1, page/N from 2 on', () => {
    expect(listPageNumber(undefined)).toBe(1);
    expect(listPageNumber([])).toBe(1);
    expect(listPageNumber(['page', '2'])).toBe(2);
    expect(listPageNumber(['page', '14'])).toBe(14);
  });

  it('is not a page for page/1 (page 1 is the list itself), zeros, non-numbers or other shapes', () => {
    for (const segments of [['page', '1'], ['page', '0'], ['page', '02'], ['page', 'two'], ['page', '2.5'], ['page', '-2'], ['page'], ['2'], ['pages', '2'], ['page', '2', 'x']])
      expect(listPageNumber(segments)).toBeUndefined();
  });

  it('lists one static param per page, page 1 with no segments', () => {
    expect(listPageParams(1)).toEqual([{ page: [] }]);
    expect(listPageParams(3)).toEqual([{ page: [] }, { page: ['page', '2'] }, { page: ['page', '3'] }]);
    // Each param reads back as its own page.
    expect(listPageParams(12).map(({ page }) => listPageNumber(page))).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
  });
});
