import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ContentError } from './schema';
import { DEFAULT_SORT_FIELD, sortDescending, type Collection, type ContentSource, type ListQuery, type RawDocument } from './source';

/** Content from the repository: content/<collection>/<id>.json. The default source. */
export class LocalSource implements ContentSource {
  readonly name = 'local';

  constructor(private readonly dir = path.join(process.cwd(), 'content')) {}

  private read(collection: Collection, file: string): RawDocument {
    const id = file.slice(0, -'.json'.length);
    try {
      return { id, data: JSON.parse(readFileSync(path.join(this.dir, collection, file), 'utf8')) as Record<string, unknown> };
    } catch (error) {
      throw new ContentError(`Invalid document ${collection}/${id}: not valid JSON (${(error as Error).message})`);
    }
  }

  async list(collection: Collection, { categoryId, orderBy = DEFAULT_SORT_FIELD, newerThan }: ListQuery = {}): Promise<RawDocument[]> {
    const folder = path.join(this.dir, collection);
    if (!existsSync(folder)) return [];
    const documents = readdirSync(folder)
      .filter((file) => file.endsWith('.json'))
      .sort()
      .map((file) => this.read(collection, file))
      .filter((doc) => categoryId === undefined || doc.data.categoryId === categoryId)
      .filter((doc) => newerThan === undefined || Date.parse(String(doc.data[orderBy])) > Date.parse(newerThan));
    return sortDescending(documents, orderBy);
  }

  async get(collection: Collection, id: string): Promise<RawDocument | undefined> {
    if (!/^[a-z0-9-]+$/i.test(id) || !existsSync(path.join(this.dir, collection, `${id}.json`))) return undefined;
    return this.read(collection, `${id}.json`);
  }
}
