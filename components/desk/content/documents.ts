import type { Collection } from '@/lib/content/source';

/** A document of the content, as the staff API names it. */
export interface DocumentKey {
  collection: Collection;
  id: string;
}

/** What each collection is called on the desk. */
export const COLLECTION_LABELS: Record<Collection, string> = {
  pages: 'Company pages',
  services: 'Services',
  products: 'Products',
  posts: 'Blog posts',
  articles: 'More Reads articles',
  magazines: 'Magazines',
  catalogue: 'Catalogue',
};

/** A page document's slug, its id without the `.<lang>` of a twin ("ecrop.mr" → "ecrop"). */
export function slugOfId(id: string): string {
  return id.split('.', 1)[0] ?? id;
}

/** Whether two document ids are twins of one page in different languages ("ecrop", "ecrop.mr"). */
export function areTwins(id: string, other: string): boolean {
  return id !== other && slugOfId(id) === slugOfId(other);
}

/** A date and time as the staff read it, in IST. */
export function whenIst(iso: string): string {
  return new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(new Date(iso));
}
