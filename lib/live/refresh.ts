import { site } from '@/content/site';
import { ContentCache } from '@/lib/content/cache';
import { articleSchema, postSchema, type Article } from '@/lib/content/schema';
import type { Collection, ListQuery } from '@/lib/content/source';
import { BLOG_CATEGORY, NEWSLETTER_CATEGORY } from '@/lib/content/categories';
import type { PostSummary } from '@/components/content/post-card';
import { BrowserFirestoreSource } from './browser-source';
import { firebaseWebConfig } from './config';

/**
 * What the live refresh asks Firestore for, in the browser: documents of a list newer than the newest one
 * the build had. One ContentCache per page (a loading flag and the result per key, one shared read for
 * simultaneous requests, `refresh` to force a new read); a failed read logs 'Error fetching data:'.
 * Documents that do not pass the build's schema are left out, as the build would refuse them.
 */
let cache: ContentCache | undefined;

function liveCache(): ContentCache {
  if (!firebaseWebConfig) throw new Error('The live refresh needs NEXT_PUBLIC_FIREBASE_PROJECT_ID');
  cache ??= new ContentCache(new BrowserFirestoreSource(firebaseWebConfig));
  return cache;
}

async function newer(collection: Collection, query: ListQuery, refresh: boolean) {
  return liveCache().list(collection, query, { refresh });
}

export type LiveList = 'posts' | 'articles';

export async function newerPosts(since: string, { refresh = false } = {}): Promise<PostSummary[]> {
  const documents = await newer('posts', { categoryId: BLOG_CATEGORY, newerThan: since }, refresh);
  return documents.flatMap((doc) => {
    const parsed = postSchema.safeParse(doc.data);
    if (!parsed.success) return [];
    const { title, metaDescription, imageURL, authorName, sortedDate } = parsed.data;
    return [{ id: doc.id, title, metaDescription, imageURL, authorName, sortedDate }];
  });
}

export async function newerArticles(since: string, { refresh = false } = {}): Promise<Article[]> {
  const documents = await newer('articles', { categoryId: NEWSLETTER_CATEGORY, newerThan: since }, refresh);
  return documents.flatMap((doc) => {
    const parsed = articleSchema.safeParse(doc.data);
    // More Reads lists the company's own newsletters only, as the build does.
    return parsed.success && parsed.data.publisher === site.brand ? [{ ...parsed.data, id: doc.id }] : [];
  });
}
