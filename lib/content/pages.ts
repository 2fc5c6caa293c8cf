import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ContentError, parsePage, type Page } from './schema';

/** The two collections whose documents are pages of the site (services/{slug}, products/{slug}). */
export const pageCollections = ['services', 'products'] as const;
export type PageCollection = (typeof pageCollections)[number];

const contentDir = path.join(process.cwd(), 'content');

/** Read and validate every page document of a collection from content/<collection>/*.json. */
export function readLocalPages(collection: PageCollection, dir = contentDir): Page[] {
  const folder = path.join(dir, collection);
  return readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      const id = file.slice(0, -'.json'.length);
      let data: unknown;
      try {
        data = JSON.parse(readFileSync(path.join(folder, file), 'utf8'));
      } catch (error) {
        throw new ContentError(`Invalid document ${collection}/${id}: not valid JSON (${(error as Error).message})`);
      }
      return parsePage(data, collection, id);
    });
}
