/**
 * A tap on a button before the page's scripts have started meets a button with nothing behind it yet: on a
 * slow phone the menu toggle or a brochure button seems dead for seconds. React replays taps itself once
 * it has started to hydrate (it listens on the document from then on); before that, the inline script of
 * components/layout/early-tap-catcher.tsx remembers the last button tapped, and the page clicks it again
 * once it has hydrated (components/layout/route-loading.tsx).
 */

/** The window property that holds the button tapped before React listened. */
export const EARLY_TAP_KEY = '__earlyTap';

/** Set on the remembered button until it is clicked again, so the reader sees the tap was taken (app/globals.css). */
export const EARLY_TAP_PENDING_ATTRIBUTE = 'data-tap-pending';

/** The key React sets on the element it listens on (react-dom's `listeningMarker`), followed by a random tail. */
export const REACT_LISTENING_PREFIX = '_reactListening';

/**
 * Remembers the last button tapped while React does not yet listen on the document. Self-contained: its
 * own source is the inline script. A submit button of a form is left out: the browser submits the form.
 */
export function rememberEarlyTaps(win: Window, key: string, reactListeningPrefix: string, pendingAttribute: string): void {
  // In the capture phase: before any listener of the page's own.
  win.addEventListener('click', remember, true);
  function remember(event: MouseEvent) {
    const keys = Object.keys(win.document);
    for (let i = 0; i < keys.length; i++) {
      // React listens from now on, for good: this listener's work is done.
      if (keys[i]!.indexOf(reactListeningPrefix) === 0) {
        win.removeEventListener('click', remember, true);
        return;
      }
    }
    const target = event.target as Element | null;
    const button = target && target.closest ? target.closest('button') : null;
    if (!button || (button.form && button.type === 'submit')) return;
    const store = win as unknown as Record<string, Element | undefined>;
    // Only the last tap is made again, so only the last button shows it is waiting.
    if (store[key]) store[key]!.removeAttribute(pendingAttribute);
    button.setAttribute(pendingAttribute, '');
    store[key] = button;
  }
}

/** Clicks again the button tapped before React listened, if it is still in the page and enabled. */
export function replayEarlyTap(win: Window = window): void {
  const store = win as unknown as Record<string, unknown>;
  const button = store[EARLY_TAP_KEY];
  delete store[EARLY_TAP_KEY];
  if (button instanceof Element) button.removeAttribute(EARLY_TAP_PENDING_ATTRIBUTE);
  if (button instanceof HTMLButtonElement && button.isConnected && !button.disabled) button.click();
}
