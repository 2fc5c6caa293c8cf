import type { Page } from './schema';
import { pageCollections, readLocalPages } from './pages';

/**
 * What pages read content through. Results are read once per build and shared, so
 * generateStaticParams, generateMetadata and the page never read the source again.
 */
let allPages: Page[] | undefined;

export function getContentPages(): Page[] {
  allPages ??= pageCollections.flatMap((collection) => readLocalPages(collection));
  return allPages;
}

export function getContentPage(slug: string): Page | undefined {
  return getContentPages().find((page) => page.slug === slug);
}

export type { Page, Section } from './schema';
