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

/** The other language's document of a page: "ecrop" ↔ "ecrop.hi". */
export function twinOf(id: string): string {
  return id.endsWith('.hi') ? id.slice(0, -'.hi'.length) : `${id}.hi`;
}

/** A date and time as the staff read it, in IST. */
export function whenIst(iso: string): string {
  return new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(new Date(iso));
}
