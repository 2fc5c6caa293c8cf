import { navigationRescue } from '@/lib/navigation-rescue';

/*
 * Next runs this file in every page before React hydrates (its instrumentation-client convention), and
 * calls onRouterTransitionStart when a client navigation starts. Both feed the navigation rescue
 * (lib/navigation-rescue.ts): a page change whose code fails to load or hangs ends as a full page load.
 * A chunk that fails during a navigation reaches the window as an error: Next reports what its built-in
 * error boundary catches as uncaught (an app/global-error.tsx of our own would not be, and would have to
 * pass its error to navigationRescue.failed itself).
 */
window.addEventListener('error', (event) => navigationRescue.failed(event.error));
window.addEventListener('unhandledrejection', (event) => navigationRescue.failed(event.reason));

export function onRouterTransitionStart(url: string) {
  navigationRescue.started(url);
}
