/// <reference lib="webworker" />
import { CacheFirst, ExpirationPlugin, NetworkFirst, Serwist, StaleWhileRevalidate, type PrecacheEntry, type RouteMatchCallbackOptions } from 'serwist';
import { OFFLINE_CACHES, OFFLINE_LIMITS, offlinePagePath } from '@/lib/offline';
import { DEFAULT_LANG, TRANSLATIONS } from '@/lib/i18n';
import { localePath } from '@/lib/routes';
import { deliverKept, OUTBOX_SYNC_TAG } from '@/lib/leads/outbox-client';

/**
 * The site's service worker (built by scripts/service-worker.ts into out/sw.js after `next build`).
 * - Precached at install: the scripts and styles every page loads, the scripts the shared layout loads on
 *   demand (the feedback form, the search's loader), the fonts, the home page and the offline pages (the
 *   list is injected at build; never every page: thousands would download at install, and one failing
 *   response would abort it).
 * - Pages: network first, from the cache when the network is slow or gone, so readers get new content
 *   when online; a page never visited shows the offline page, in its language.
 * - Hashed assets (/_next/static, fonts, search index chunks): cache first. Images: stale while
 *   revalidate. PDFs (brochure, newsletters, magazines): kept once opened.
 * - Forms kept offline (lib/leads/outbox.ts) are delivered on a Background Sync, where the browser has it.
 * - Every cache has a size and an age limit. A new deploy's worker takes over at once (skipWaiting and
 *   clientsClaim), and old precaches are deleted, so the site is never stuck on an old build.
 */
declare global {
  interface WorkerGlobalScope {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}
declare const self: ServiceWorkerGlobalScope;

const DAY = 24 * 60 * 60;
const sameOrigin = ({ url }: RouteMatchCallbackOptions) => url.origin === self.location.origin;
const limits = (name: keyof typeof OFFLINE_LIMITS) => [new ExpirationPlugin({ maxEntries: OFFLINE_LIMITS[name].entries, maxAgeSeconds: OFFLINE_LIMITS[name].days * DAY })];

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  // Caches an earlier version of the precache left behind are deleted when this worker activates.
  precacheOptions: { cleanupOutdatedCaches: true },
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: true,
  runtimeCaching: [
    {
      matcher: ({ request }) => request.mode === 'navigate',
      handler: new NetworkFirst({ cacheName: OFFLINE_CACHES.pages, networkTimeoutSeconds: 4, plugins: limits('pages') }),
    },
    {
      matcher: (options) =>
        sameOrigin(options) &&
        (options.url.pathname.startsWith('/_next/static/') || /^\/fonts\/.+\.woff2$/.test(options.url.pathname) || /^\/pagefind\/.+\.pf_\w+$/.test(options.url.pathname)),
      handler: new CacheFirst({ cacheName: OFFLINE_CACHES.assets, plugins: limits('assets') }),
    },
    {
      matcher: (options) => sameOrigin(options) && options.url.pathname.endsWith('.pdf'),
      handler: new CacheFirst({ cacheName: OFFLINE_CACHES.pdfs, plugins: limits('pdfs') }),
    },
    {
      matcher: (options) => sameOrigin(options) && options.request.destination === 'image',
      handler: new StaleWhileRevalidate({ cacheName: OFFLINE_CACHES.images, plugins: limits('images') }),
    },
  ],
  fallbacks: {
    entries: [
      // A page of a translation falls back to its own offline page, any other to the English one.
      ...TRANSLATIONS.map((lang) => ({
        url: offlinePagePath(lang),
        matcher: ({ request }: { request: Request }) => request.destination === 'document' && new URL(request.url).pathname.startsWith(`${localePath('/', lang)}/`),
      })),
      { url: offlinePagePath(DEFAULT_LANG), matcher: ({ request }) => request.destination === 'document' },
    ],
  },
});

serwist.addEventListeners();

/** How long the worker waits for a page it fetches for the cache on its own. */
const BACKFILL_TIMEOUT_MS = 10_000;

// The page a reader opened first loaded before this worker existed, so it never went through the pages
// cache and would not read offline: once active, the worker fetches the open windows' pages into it.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const cache = await caches.open(OFFLINE_CACHES.pages);
      await Promise.all(
        windows.map(async (client) => {
          const url = new URL(client.url);
          url.hash = '';
          if (url.origin !== self.location.origin || (await cache.match(url.href))) return;
          const response = await fetch(url.href, { signal: AbortSignal.timeout(BACKFILL_TIMEOUT_MS) }).catch(() => undefined);
          if (response?.ok && response.headers.get('content-type')?.startsWith('text/html')) await cache.put(url.href, response);
        }),
      );
    })(),
  );
});

// Background Sync: the browser wakes the worker when the network returns, to deliver forms kept offline.
// A delivery that leaves something waiting fails the sync, so the browser tries again later.
self.addEventListener('sync', (event) => {
  const sync = event as ExtendableEvent & { tag: string };
  if (sync.tag !== OUTBOX_SYNC_TAG) return;
  sync.waitUntil(
    deliverKept().then((report) => {
      if (report.waiting) throw new Error(`${report.waiting} kept submissions still waiting`);
    }),
  );
});
