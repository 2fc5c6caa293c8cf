import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ContentError } from '@/lib/content/schema';
import { collections, type Collection } from '@/lib/content/source';
import { validateDocument } from '@/lib/content/validate';

/**
 * Validate documents before pushing or committing them: `npx tsx scripts/check-content.ts FILE...`
 * (files under content/<collection>/). Prints one line per file; exits 1 on any error.
 */
let failed = 0;
for (const file of process.argv.slice(2)) {
  const collection = path.basename(path.dirname(file));
  const id = path.basename(file, '.json');
  try {
    if (!(collections as readonly string[]).includes(collection)) throw new ContentError(`${file}: not in a content collection (${collections.join(', ')})`);
    console.log(`ok   ${collection}/${id}: ${validateDocument(collection as Collection, id, JSON.parse(readFileSync(file, 'utf8')))}`);
  } catch (error) {
    failed += 1;
    console.log(`FAIL ${error instanceof ContentError || error instanceof SyntaxError ? error.message : String(error)}`);
  }
}
process.exit(failed ? 1 : 0);
