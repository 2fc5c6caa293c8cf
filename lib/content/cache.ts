import { DEFAULT_SORT_FIELD, type Collection, type ContentSource, type ListQuery, type RawDocument } from './source';

interface Entry {
  loading: boolean;
  data?: RawDocument[];
  promise?: Promise<RawDocument[]>;
}

/**
 * The content provider, at build time and for the live refresh in the browser: per (collection, category,
 * sort field) key a loading flag and the cached result; simultaneous requests for a key share one read;
 * `refresh` forces a new read. A failed read is logged as 'Error fetching data:' and rethrown, so the
 * build fails rather than publishing a site with missing content.
 */
export class ContentCache {
  private readonly entries = new Map<string, Entry>();
  /** Results computed from the raw documents (parsed, sanitised): each computed once per build process. */
  private readonly derived = new Map<string, Promise<unknown>>();

  constructor(readonly source: ContentSource) {}

  static key(collection: Collection, { categoryId, orderBy = DEFAULT_SORT_FIELD, newerThan }: ListQuery = {}): string {
    return `${collection}|${categoryId ?? '*'}|${orderBy}${newerThan ? `|>${newerThan}` : ''}`;
  }

  isLoading(collection: Collection, query?: ListQuery): boolean {
    return this.entries.get(ContentCache.key(collection, query))?.loading ?? false;
  }

  list(collection: Collection, query: ListQuery = {}, { refresh = false } = {}): Promise<RawDocument[]> {
    const key = ContentCache.key(collection, query);
    const entry = this.entries.get(key);
    if (entry?.promise && (entry.loading || !refresh)) return entry.promise;
    // New raw documents make every derived result stale.
    if (refresh) this.derived.clear();
    const next: Entry = { loading: true };
    next.promise = this.source.list(collection, query).then(
      (data) => {
        next.loading = false;
        next.data = data;
        return data;
      },
      (error: unknown) => {
        console.error('Error fetching data:', error);
        this.entries.delete(key);
        throw error;
      },
    );
    this.entries.set(key, next);
    return next.promise;
  }

  /**
   * A value computed from cached documents, kept under `key` so that every page of a build shares it:
   * parsing and sanitising happen once per document, not once per page that reads it.
   */
  derive<T>(key: string, compute: () => Promise<T>): Promise<T> {
    let result = this.derived.get(key) as Promise<T> | undefined;
    if (!result) {
      result = compute();
      this.derived.set(key, result);
      result.catch(() => this.derived.delete(key));
    }
    return result;
  }
}
