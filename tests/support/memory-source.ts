import type { Collection, ContentSource, ListQuery, RawDocument } from '@/lib/content/source';

/**
 * A content source over another one, plus documents held in memory: how tests add a page "in Firestore"
 * without a server, and check that everything derived from content picks it up.
 */
export class SourceWithExtras implements ContentSource {
  readonly name = 'local';

  constructor(
    private readonly base: ContentSource,
    private readonly extras: Partial<Record<Collection, RawDocument[]>>,
  ) {}

  async list(collection: Collection, query?: ListQuery): Promise<RawDocument[]> {
    return [...(await this.base.list(collection, query)), ...(this.extras[collection] ?? [])];
  }

  async get(collection: Collection, id: string): Promise<RawDocument | undefined> {
    return this.extras[collection]?.find((doc) => doc.id === id) ?? this.base.get(collection, id);
  }
}
