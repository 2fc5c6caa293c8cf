/** How long the page must have been loaded before the measuring code comes without the reader doing anything. */
export const QUIET_AFTER_LOAD_MS = 4000;

/** What counts as the reader starting to use the page (or leaving it). */
const READER_EVENTS = ['pointerdown', 'keydown', 'scroll', 'visibilitychange'] as const;

/**
 * Resolves when the page no longer needs every byte for itself: on the reader's first pointer, key or
 * scroll, when the page is hidden, or `quietMs` after the load event, whichever comes first. Code that
 * only measures (the web vitals report) waits for it, so it never competes with the page's own start:
 * its observers are buffered, so what happened before it arrived is still reported.
 */
export function whenPageIdle(quietMs = QUIET_AFTER_LOAD_MS): Promise<void> {
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      for (const type of READER_EVENTS) removeEventListener(type, done, true);
      removeEventListener('load', startQuietTimer);
      clearTimeout(timer);
      resolve();
    };
    function startQuietTimer() {
      timer = setTimeout(done, quietMs);
    }
    for (const type of READER_EVENTS) addEventListener(type, done, { capture: true, passive: true });
    if (document.readyState === 'complete') startQuietTimer();
    else addEventListener('load', startQuietTimer, { once: true });
  });
}
