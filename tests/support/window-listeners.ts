/**
 * Every listener added to `window` from now on is removed when `signal` aborts: for a test of an inline
 * script, which adds its listener itself and has no way to take it off.
 */
export function removeWindowListenersOn(signal: AbortSignal): void {
  const add = window.addEventListener.bind(window);
  jest
    .spyOn(window, 'addEventListener')
    .mockImplementation((type, listener, options) => add(type, listener, typeof options === 'boolean' ? { capture: options, signal } : { ...options, signal }));
}
