import type { Lang } from '@/lib/i18n';
import { hrefOf, localePath } from '@/lib/routes';

/**
 * What the service worker (worker/sw.ts) and the pages share about working offline: the caches' names and
 * limits, and where the offline page is. The offline page lists the pages in OFFLINE_CACHES.pages.
 */
export const OFFLINE_CACHES = { pages: 'pages', assets: 'assets', images: 'images', pdfs: 'pdfs' } as const;

/** Each cache's most entries and days: a phone's storage is small, and a page older than a month is stale. */
export const OFFLINE_LIMITS = {
  pages: { entries: 60, days: 30 },
  assets: { entries: 300, days: 365 },
  images: { entries: 120, days: 30 },
  pdfs: { entries: 30, days: 90 },
} as const;

/** The offline page's document slug, and its URL (a cache key: the trailing-slash URL the site serves). */
export const OFFLINE_SLUG = 'offline';

export function offlinePagePath(lang: Lang): string {
  return hrefOf(localePath(`/${OFFLINE_SLUG}`, lang));
}

/** Where the browser fetches the worker from: the site's root, so it controls every page. */
export const SERVICE_WORKER_URL = '/sw.js';
