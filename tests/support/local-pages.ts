import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parsePage, type Page } from '@/lib/content/schema';
import { pageCollections } from '@/lib/content/source';

/** The shipped page documents, read synchronously (for tests that need them at collection time). */
export function shippedPages(): Page[] {
  return pageCollections.flatMap((collection) => {
    const folder = path.join(process.cwd(), 'content', collection);
    return readdirSync(folder)
      .filter((file) => file.endsWith('.json'))
      .map((file) => parsePage(JSON.parse(readFileSync(path.join(folder, file), 'utf8')), collection, file.slice(0, -5)));
  });
}
