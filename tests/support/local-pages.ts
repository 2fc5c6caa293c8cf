import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { articleSchema, parseDocument, parsePage, postSchema, type Page } from '@/lib/content/schema';
import { pageCollections } from '@/lib/content/source';

/** The shipped page documents of a language (English: the site's pages), read synchronously (for tests that need them at collection time). */
export function shippedPages(lang: Page['lang'] = 'en'): Page[] {
  return pageCollections.flatMap((collection) => {
    const folder = path.join(process.cwd(), 'content', collection);
    return readdirSync(folder)
      .filter((file) => file.endsWith('.json'))
      .map((file) => parsePage(JSON.parse(readFileSync(path.join(folder, file), 'utf8')), collection, file.slice(0, -5)))
      .filter((page) => page.lang === lang);
  });
}

/** A shipped collection's documents, validated with its schema, newest first (the order the site lists them in). */
function shippedDocuments<T extends z.ZodType<{ sortedDate: string }>>(collection: string, schema: T): Array<z.infer<T> & { id: string }> {
  const folder = path.join(process.cwd(), 'content', collection);
  return readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .map((file) => Object.assign(parseDocument(schema, JSON.parse(readFileSync(path.join(folder, file), 'utf8')), collection, file.slice(0, -5)), { id: file.slice(0, -5) }))
    .sort((a, b) => b.sortedDate.localeCompare(a.sortedDate));
}

export const shippedPosts = () => shippedDocuments('posts', postSchema);
export const shippedArticles = () => shippedDocuments('articles', articleSchema);
