import { articleSchema, catalogueItemSchema, documentIssues, magazineSchema, pageIdOf, pageSchema, parseDocument, parsePage, postSchema, type DocumentIssue } from './schema';
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

/** The schema a collection's documents pass (a page's, for the collections of pages). */
export function schemaOf(collection: Collection) {
  return (pageCollections as readonly string[]).includes(collection) ? pageSchema : documentSchemas[collection as keyof typeof documentSchemas];
}

/** The same checks as validateDocument, as issues at their fields (the desk shows them as an editor types). */
export function issuesOfDocument(collection: Collection, id: string, data: unknown): DocumentIssue[] {
  const isPage = (pageCollections as readonly string[]).includes(collection);
  return documentIssues(schemaOf(collection), data, isPage ? pageIdOf : undefined, id);
}
