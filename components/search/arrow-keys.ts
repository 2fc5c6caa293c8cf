import type { KeyboardEvent } from 'react';

/**
 * Arrow keys move focus through the search box and the results under it (each marked data-search-stop),
 * without leaving the list: Down from the box goes to the first result, Up from the first back to the box.
 * Tab still moves through every control as usual.
 */
export function moveThroughResults(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const stops = [...event.currentTarget.querySelectorAll<HTMLElement>('[data-search-stop]')];
  const at = stops.indexOf(document.activeElement as HTMLElement);
  if (at === -1) return;
  event.preventDefault();
  const next = event.key === 'ArrowDown' ? Math.min(at + 1, stops.length - 1) : Math.max(at - 1, 0);
  stops[next]?.focus();
}
