import { site } from '@/content/site';
import { ContentCache } from './cache';
import { FirestoreSource } from './firestore';
import { LocalSource } from './local';
import { loggingReads } from './read-log';
import { sanitizePostHtml } from './sanitize';
import { articleSchema, ContentError, magazineSchema, parseDocument, parsePage, postSchema, type Article, type Magazine, type Page, type Post } from './schema';
import type { ContentSource } from './source';

/**
 * What pages read content through (DESIGN.md: pages never touch fs or firebase). The source is picked
 * once from the environment; every read goes through one cache, so generateStaticParams,
 * generateMetadata and the page share each collection's single read.
 */

/** Firestore when FIREBASE_PROJECT_ID (with credentials) or FIRESTORE_EMULATOR_HOST is set; else content/. */
export function sourceFromEnv(env: Record<string, string | undefined> = process.env): ContentSource {
  if (env.CONTENT_SOURCE === 'local') return new LocalSource();
  if (env.FIREBASE_PROJECT_ID || env.FIRESTORE_EMULATOR_HOST) return new FirestoreSource(env.FIREBASE_PROJECT_ID || 'demo-site');
  if (env.CONTENT_SOURCE === 'firestore') throw new ContentError('CONTENT_SOURCE=firestore needs FIREBASE_PROJECT_ID (with credentials) or FIRESTORE_EMULATOR_HOST');
  return new LocalSource();
}

let cache: ContentCache | undefined;

export function contentCache(): ContentCache {
  if (!cache) {
    const source = sourceFromEnv();
    cache = new ContentCache(process.env.CONTENT_READ_LOG ? loggingReads(source, process.env.CONTENT_READ_LOG) : source);
  }
  return cache;
}

/** For tests and tools: read through another source from now on. */
export function useContentSource(source: ContentSource): ContentCache {
  cache = new ContentCache(source);
  return cache;
}

/** The category of blog posts, the category and publisher of More Reads (spec section 3). */
export const BLOG_CATEGORY = 'blog';
export const NEWSLETTER_CATEGORY = 'Newsletter';

/* ---------- service and product pages ---------- */

export async function getContentPages(): Promise<Page[]> {
  const cached = contentCache();
  const [services, products] = await Promise.all([cached.list('services'), cached.list('products')]);
  return [
    ...services.map((doc) => parsePage(doc.data, 'services', doc.id)),
    ...products.map((doc) => parsePage(doc.data, 'products', doc.id)),
  ];
}

export async function getContentPage(slug: string): Promise<Page | undefined> {
  return (await getContentPages()).find((page) => page.slug === slug);
}

/* ---------- blog posts ---------- */

/** Every blog post, newest first, validated (spec defaults applied) and with sanitised HTML. */
export async function getPosts(): Promise<Post[]> {
  const documents = await contentCache().list('posts', { categoryId: BLOG_CATEGORY });
  if (documents.length === 0) throw new ContentError(`No posts found in posts (categoryId == "${BLOG_CATEGORY}"): refusing to publish an empty blog`);
  return documents.map((doc) => {
    const post = parseDocument(postSchema, doc.data, 'posts', doc.id);
    return { ...post, id: doc.id, content: sanitizePostHtml(post.content) };
  });
}

/** A post by its slug (the document id), from the one read of the collection. */
export async function getPost(slug: string): Promise<Post | undefined> {
  return (await getPosts()).find((post) => post.id === slug);
}

/* ---------- More Reads and magazines ---------- */

/** Newsletter articles published by the company itself, newest first (spec section 7, More Reads list). */
export async function getMoreReads(): Promise<Article[]> {
  const documents = await contentCache().list('articles', { categoryId: NEWSLETTER_CATEGORY });
  return documents
    .map((doc) => ({ ...parseDocument(articleSchema, doc.data, 'articles', doc.id), id: doc.id }))
    .filter((article) => article.publisher === site.brand);
}

export async function getMagazines(): Promise<Magazine[]> {
  const documents = await contentCache().list('magazines');
  return documents.map((doc) => ({ ...parseDocument(magazineSchema, doc.data, 'magazines', doc.id), id: doc.id }));
}

export type { Article, Magazine, Page, Post, Section } from './schema';
