import { articleSchema, catalogueItemSchema, magazineSchema, parseDocument, parsePage, postSchema } from './schema';
import { pageCollections, type Collection } from './source';

/** The schema of each collection whose documents are not pages. */
const documentSchemas = { posts: postSchema, articles: articleSchema, magazines: magazineSchema, catalogue: catalogueItemSchema } as const;

/**
 * Validate one document of any collection with the schema the build uses, so the editors' tools and the
 * build accept and refuse the same documents. Throws a ContentError naming collection, document and field.
 * Returns a one-line description of what was checked.
 */
export function validateDocument(collection: Collection, id: string, data: unknown): string {
  if ((pageCollections as readonly string[]).includes(collection)) {
    const page = parsePage(data, collection, id);
    return `${page.sections.length} sections (${page.sections.map((s) => s.type).join(', ')})`;
  }
  parseDocument(documentSchemas[collection as keyof typeof documentSchemas], data, collection, id);
  return 'valid';
}
