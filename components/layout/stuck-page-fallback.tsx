import { HYDRATED_ATTRIBUTE } from '@/lib/hydration-mark';
import { InlineCall } from './inline-call';

/** How long after a script of the page fails it may still hydrate (the bundler's loader retries). */
export const STUCK_AFTER_MS = 3000;

/**
 * When one of the page's own scripts fails to load and the page has still not hydrated `stuckAfterMs`
 * later, shows the page as it reads without scripts: its <noscript> parts are put in place, so the phone
 * menu is shown, every tab panel too, and links stand in for the buttons that open modals. Without this,
 * a script tag that fails before the bundler's loader listens to it leaves the page forever waiting to
 * hydrate, readable but with buttons that do nothing (the failure never reaches app/global-error.tsx,
 * which covers the case where it does). Self-contained: its own source is the inline script.
 */
export function watchForStuckPage(doc: Document, hydratedAttribute: string, stuckAfterMs: number): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  doc.defaultView?.addEventListener(
    'error',
    function (event) {
      const element = event.target as HTMLScriptElement | null;
      if (timer || !element || element.tagName !== 'SCRIPT' || element.src.indexOf('/_next/') === -1) return;
      timer = setTimeout(function () {
        if (doc.documentElement.hasAttribute(hydratedAttribute)) return;
        const blocks = doc.querySelectorAll('noscript');
        for (let i = 0; i < blocks.length; i++) {
          const block = blocks[i]!;
          block.replaceWith(doc.createRange().createContextualFragment(block.textContent ?? ''));
        }
      }, stuckAfterMs);
    },
    // A script's load error does not bubble: only a listener in the capture phase hears it.
    true,
  );
}

/**
 * The watcher, in the head. React writes Next's script tags before it; one of those that failed before the
 * parser reached this (faster than the rest of the head arrived) would go unheard.
 */
export function StuckPageFallback() {
  return <InlineCall fn={watchForStuckPage} global="document" args={[HYDRATED_ATTRIBUTE, STUCK_AFTER_MS]} />;
}
