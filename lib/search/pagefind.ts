import { excerptParts, type ExcerptPart } from './excerpt';
import { isSearchSection, type SearchSection } from './sections';

/**
 * The browser side of the site search: Pagefind's script, fetched from the site itself the first time a
 * visitor searches (never with the page), picks the index of the page's <html lang> and fetches only the
 * index chunks of the words typed. Searches run in its web worker, off the main thread.
 */
export const PAGEFIND_SCRIPT = '/pagefind/pagefind.js';
/** Typing faster than this starts no search: only the last query of a burst is run. */
export const SEARCH_DEBOUNCE_MS = 180;
/** Words of excerpt around the matches. */
const EXCERPT_WORDS = 26;

interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
}
interface PagefindResponse {
  results: Array<{ id: string; data(): Promise<PagefindResultData> }>;
}
interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  /** Resolves null when a later call replaced this one within the wait. */
  debouncedSearch(term: string, options?: Record<string, unknown>, waitMs?: number): Promise<PagefindResponse | null>;
}

/** One result, ready to show. */
export interface SearchHit {
  url: string;
  title: string;
  section?: SearchSection;
  excerpt: ExcerptPart[];
  /** Newsletter articles: where and when they appeared. */
  publication?: string;
  volume?: string;
  date?: string;
}

export interface SearchOutcome {
  query: string;
  /** How many documents match; `hits` holds the first of them. */
  total: number;
  hits: SearchHit[];
}

let loading: Promise<Pagefind> | undefined;

function loadPagefind(): Promise<Pagefind> {
  if (!loading) {
    loading = (import(/* webpackIgnore: true */ /* turbopackIgnore: true */ PAGEFIND_SCRIPT) as Promise<Pagefind>).then(async (pagefind) => {
      await pagefind.options({ excerptLength: EXCERPT_WORDS });
      await pagefind.init();
      return pagefind;
    });
    // A failed load (the network dropped) is tried again on the next search.
    loading.catch(() => (loading = undefined));
  }
  return loading;
}

function hitOf(data: PagefindResultData): SearchHit {
  const { title, section, publication, volume, date } = data.meta;
  return {
    url: data.url,
    title: title ?? data.url,
    section: isSearchSection(section) ? section : undefined,
    excerpt: excerptParts(data.excerpt),
    ...(publication ? { publication } : {}),
    ...(volume ? { volume } : {}),
    ...(date ? { date } : {}),
  };
}

/**
 * Search the site for `query` and read the first `limit` results. Resolves null when a newer query
 * replaced this one while it waited (results update as the visitor types).
 */
export async function searchSite(query: string, limit: number): Promise<SearchOutcome | null> {
  const pagefind = await loadPagefind();
  const response = await pagefind.debouncedSearch(query, {}, SEARCH_DEBOUNCE_MS);
  if (!response) return null;
  const hits = await Promise.all(response.results.slice(0, limit).map(async (result) => hitOf(await result.data())));
  return { query, total: response.results.length, hits };
}
