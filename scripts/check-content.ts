import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ContentError, parsePage } from '@/lib/content/schema';

/**
 * Validate page documents before pushing or committing them: `npx tsx scripts/check-content.ts FILE...`
 * (a file under content/services/ or content/products/). Prints one line per file; exits 1 on any error.
 */
let failed = 0;
for (const file of process.argv.slice(2)) {
  const collection = path.basename(path.dirname(file));
  const id = path.basename(file, '.json');
  try {
    const page = parsePage(JSON.parse(readFileSync(file, 'utf8')), collection, id);
    console.log(`ok   ${collection}/${id}: ${page.sections.length} sections (${page.sections.map((s) => s.type).join(', ')})`);
  } catch (error) {
    failed += 1;
    console.log(`FAIL ${error instanceof ContentError || error instanceof SyntaxError ? error.message : String(error)}`);
  }
}
process.exit(failed ? 1 : 0);
