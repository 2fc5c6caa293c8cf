import type { Page } from '@/lib/content/schema';

/**
 * The sections a search result belongs to, stored in the index as the `section` filter and meta of every
 * page and record. The values are the same in both languages (they are keys); the interface shows each
 * in the page's language (content/i18n: search.sections).
 */
export const SEARCH_SECTIONS = ['Service', 'Product', 'Blog', 'More Reads', 'Company'] as const;
export type SearchSection = (typeof SEARCH_SECTIONS)[number];

/** A page document's section: services and products by their kind, every other page is the company's. */
export function sectionOfPage(page: Pick<Page, 'kind'>): SearchSection {
  switch (page.kind) {
    case 'service':
      return 'Service';
    case 'product':
      return 'Product';
    case 'page':
      return 'Company';
  }
}

/** The anchor of a section's list on the search page's site index ("More Reads" → "more-reads"). */
export function sectionAnchor(section: SearchSection): string {
  return section.toLowerCase().replace(/\s+/g, '-');
}

export function isSearchSection(value: string | undefined): value is SearchSection {
  return (SEARCH_SECTIONS as readonly string[]).includes(value ?? '');
}

/**
 * The attributes that put a page into the search index (Pagefind reads them from the exported HTML):
 * the element that holds the page's own text, and its section as a filter and as meta for the result.
 */
export function searchBodyAttributes(section: SearchSection): Record<string, string> {
  return { 'data-pagefind-body': '', 'data-pagefind-filter': `section:${section}`, 'data-pagefind-meta': `section:${section}` };
}

/**
 * The title a result shows: the page's own title (its <title>), not its banner's heading, which is often a
 * line of copy. An empty element carries it, so its words are not indexed twice.
 */
export function searchTitleAttributes(title: string): Record<string, string> {
  return { 'data-pagefind-meta': `title:${title}` };
}

/** What Pagefind leaves out of a page's indexed text: lists that repeat other results (post cards, article cards), and form labels. */
export const NOT_INDEXED = { 'data-pagefind-ignore': '' } as const;
