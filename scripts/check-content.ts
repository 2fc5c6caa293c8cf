import { readFileSync } from 'node:fs';
import path from 'node:path';
import { articleSchema, catalogueItemSchema, ContentError, magazineSchema, parseDocument, parsePage, postSchema } from '@/lib/content/schema';

/**
 * Validate documents before pushing or committing them: `npx tsx scripts/check-content.ts FILE...`
 * (files under content/<collection>/). Prints one line per file; exits 1 on any error.
 */
const documentSchemas = { posts: postSchema, articles: articleSchema, magazines: magazineSchema, catalogue: catalogueItemSchema } as const;

function check(collection: string, id: string, data: unknown): string {
  if (collection in documentSchemas) {
    parseDocument(documentSchemas[collection as keyof typeof documentSchemas], data, collection, id);
    return 'valid';
  }
  const page = parsePage(data, collection, id);
  return `${page.sections.length} sections (${page.sections.map((s) => s.type).join(', ')})`;
}

let failed = 0;
for (const file of process.argv.slice(2)) {
  const collection = path.basename(path.dirname(file));
  const id = path.basename(file, '.json');
  try {
    console.log(`ok   ${collection}/${id}: ${check(collection, id, JSON.parse(readFileSync(file, 'utf8')))}`);
  } catch (error) {
    failed += 1;
    console.log(`FAIL ${error instanceof ContentError || error instanceof SyntaxError ? error.message : String(error)}`);
  }
}
process.exit(failed ? 1 : 0);
