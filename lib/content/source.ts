/**
 * Where content comes from. One interface, two implementations (local files, Firestore), picked once
 * from the environment in lib/content/index.ts. Both answer with raw documents: validation is shared.
 */

export const collections = ['pages', 'services', 'products', 'posts', 'articles', 'magazines', 'catalogue'] as const;
export type Collection = (typeof collections)[number];

/** The collections whose documents are pages of the site (read whole: they have no category or date). */
export const pageCollections = ['pages', 'services', 'products'] as const satisfies readonly Collection[];
/** Collections read whole, without a sort date: the pages and the catalogue (ordered by its own field). */
const unsortedCollections: readonly Collection[] = [...pageCollections, 'catalogue'];

/** Whether a collection's documents carry a sort date to order them by. */
export function hasSortDate(collection: Collection): boolean {
  return !unsortedCollections.includes(collection);
}

/** A document as the source holds it: its id plus its fields. */
export interface RawDocument {
  id: string;
  data: Record<string, unknown>;
}

/** A content list query: an optional `categoryId ==` filter, ordered descending by a field. */
export interface ListQuery {
  categoryId?: string;
  /** Sort field, descending; default sortedDate. Collections without it (pages) are ordered by id. */
  orderBy?: string;
  /** Only documents whose sort field is later than this ISO date (the live refresh asks for what the build lacks). */
  newerThan?: string;
}

export const DEFAULT_SORT_FIELD = 'sortedDate';

export interface ContentSource {
  readonly name: 'local' | 'firestore';
  list(collection: Collection, query?: ListQuery): Promise<RawDocument[]>;
  /** One document by id (a post by its slug); undefined when it does not exist. */
  get(collection: Collection, id: string): Promise<RawDocument | undefined>;
}

/** Descending by a field's value (ISO dates and numbers compare correctly as they are); ties by id. */
export function sortDescending(documents: RawDocument[], field: string): RawDocument[] {
  const value = (doc: RawDocument) => doc.data[field];
  return [...documents].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    if (x === y || x === undefined || y === undefined) return a.id.localeCompare(b.id);
    return String(x) < String(y) ? 1 : -1;
  });
}
