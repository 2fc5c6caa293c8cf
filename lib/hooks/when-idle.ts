/**
 * Run `task` once the main thread is idle, so it never competes with the first paint or input; returns
 * what cancels it. Safari lacks requestIdleCallback: there the task runs two seconds later.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(task, 2000);
  return () => window.clearTimeout(timer);
}
