import { navigationRescue, type NavigationType } from '@/lib/navigation-rescue';

/*
 * Next runs this file in every page before React hydrates (its instrumentation-client convention), and
 * calls onRouterTransitionStart when a client navigation starts. Both feed the navigation rescue
 * (lib/navigation-rescue.ts): a page change whose code fails to load or hangs, or that starts before the
 * page's head has hydrated, ends as a full page load.
 * A chunk that fails during a navigation reaches the window as an error, or, when it reaches the root,
 * app/global-error.tsx, which passes it on itself (Next reports only its built-in error page's errors).
 */
window.addEventListener('error', (event) => navigationRescue.failed(event.error));
window.addEventListener('unhandledrejection', (event) => navigationRescue.failed(event.reason));

export function onRouterTransitionStart(url: string, navigationType: NavigationType) {
  navigationRescue.started(url, navigationType);
}
