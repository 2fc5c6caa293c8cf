/**
 * How close to the screen an element must come before its code loads: half a screen's height above or
 * below. Enough for the code to arrive and start while the reader scrolls the rest of the way.
 */
export const NEAR_SCREEN_MARGIN = '50% 0px';

/**
 * Run `task` once, when `element` comes near the screen; returns what cancels it. Code for something the
 * reader has not reached yet (a carousel lower down) waits for it, so it never competes with the page's
 * start, and a reader who never scrolls there never downloads it. Without IntersectionObserver the task
 * runs at once.
 */
export function whenNearScreen(element: Element, task: () => void): () => void {
  if (typeof IntersectionObserver !== 'function') {
    task();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      task();
    },
    { rootMargin: NEAR_SCREEN_MARGIN },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
