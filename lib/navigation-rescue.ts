import { CHUNK_LOAD_TIMEOUT_MS } from './constants';
import { normalisePath } from './routes';
import { REACT_FIBER_PREFIX } from './react-internals';

/**
 * Loads the page at `href` whole: `assign` when the address bar still shows the page before it (a history
 * entry is added, as the click meant), `replace` when the navigation was meant to replace the entry (an old
 * address sent on to its page), `reload` when it already shows `href` (assigning the same address with a
 * #hash would only scroll).
 */
export type LoadPage = (href: string, how: 'assign' | 'replace' | 'reload') => void;

/** How the router moves through history, as Next passes it to onRouterTransitionStart. */
export type NavigationType = 'push' | 'replace' | 'traverse';

/**
 * Whether React has hydrated the page's metadata. Next renders the <title>, canonical, hreflang and meta
 * tags inside a Suspense boundary, hoisted into the head, and React hydrates such a boundary last, after
 * the rest of the page. A page change made before then (a tap that itself hydrated the page) replaces the
 * boundary without hydrating it, and the old page's tags, never claimed, stay in the head beside the new
 * page's: two titles and two canonicals. The <title> stands for all of them; without one there is nothing to leave.
 * Self-contained, given the prefix, so that a test can run it in the page.
 */
export function headHydrated(reactFiberPrefix: string = REACT_FIBER_PREFIX): boolean {
  const title = document.head.querySelector('title');
  return !title || Object.keys(title).some((key) => key.startsWith(reactFiberPrefix));
}

export interface NavigationRescue {
  /** The router starts a client navigation to `url` (instrumentation-client.ts). */
  started(url: string, navigationType?: NavigationType): void;
  /** The page at `pathname` has rendered (components/layout/route-loading.tsx). */
  shown(pathname: string): void;
  /** An error reached the window uncaught (instrumentation-client.ts). */
  failed(error: unknown): void;
  /** The path of the page on its way, or null when none is. */
  loading(): string | null;
  subscribe(listener: () => void): () => void;
}

/**
 * Every page is also a static HTML file, so a page change that cannot finish in the browser can always end
 * as a full page load: the reader arrives either way. Next already loads the page whole when its data (the
 * RSC payload) fails or answers 404; this covers the rest. A code chunk that fails to load (a ChunkLoadError,
 * after Turbopack's one retry) while a navigation is under way, or a navigation that has not shown its page
 * within `timeoutMs` (a chunk or payload that hangs: Turbopack's loader has no timeout), loads the target
 * page whole, once. So does a navigation that starts before React has hydrated the page's head
 * (`isHeadHydrated`), which would leave the old page's title and canonical behind. Only a navigation
 * started in this document is rescued, never the page's own load, so a page whose code is missing stays
 * readable as its HTML instead of reloading itself in a loop.
 */
export function createNavigationRescue(loadPage: LoadPage, timeoutMs = CHUNK_LOAD_TIMEOUT_MS, isHeadHydrated: () => boolean = () => headHydrated()): NavigationRescue {
  let target: URL | null = null;
  let shownPath: string | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let rescued = false;
  let replacing = false;
  const listeners = new Set<() => void>();

  function follow(next: URL | null) {
    clearTimeout(timer);
    target = next;
    if (next) timer = setTimeout(rescue, timeoutMs);
    for (const listener of listeners) listener();
  }

  function rescue() {
    if (!target || rescued) return;
    rescued = true;
    // A render that failed may already have put the target in the address bar.
    const there = window.location.pathname + window.location.search === target.pathname + target.search;
    loadPage(target.href, there ? 'reload' : replacing ? 'replace' : 'assign');
  }

  return {
    started(url, navigationType = 'push') {
      const next = new URL(url, window.location.href);
      replacing = navigationType === 'replace';
      // A link to the page on screen (another #section, ?page=) changes no page: nothing to wait for.
      follow(normalisePath(next.pathname) === shownPath ? null : next);
      if (target && !isHeadHydrated()) rescue();
    },
    shown(pathname) {
      shownPath = normalisePath(pathname);
      if (target && normalisePath(target.pathname) === shownPath) follow(null);
    },
    failed(error) {
      if (target && error instanceof Error && error.name === 'ChunkLoadError') rescue();
    },
    loading: () => (target ? normalisePath(target.pathname) : null),
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The page's one rescue. */
export const navigationRescue = createNavigationRescue((href, how) => {
  if (how === 'reload') window.location.reload();
  else if (how === 'replace') window.location.replace(href);
  else window.location.assign(href);
});
