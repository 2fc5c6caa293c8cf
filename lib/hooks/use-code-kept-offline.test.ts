import { renderHook } from '@testing-library/react';
import { useCodeKeptOffline } from './use-code-kept-offline';

/** The page's service worker state and the reader's data saver, as the browser reports them. */
function browserWith({ controlled, saveData = false }: { controlled: boolean; saveData?: boolean }) {
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { controller: controlled ? {} : null } });
  Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData } });
}

beforeEach(() => {
  jest.useFakeTimers();
  // The browser's idle callback: idle after 100 ms here.
  window.requestIdleCallback = (task: IdleRequestCallback) => window.setTimeout(() => task({ didTimeout: false, timeRemaining: () => 50 }), 100);
  window.cancelIdleCallback = (handle: number) => window.clearTimeout(handle);
});
afterEach(() => jest.useRealTimers());

it('fetches the code once the browser is idle, where a service worker controls the page', () => {
  browserWith({ controlled: true });
  const load = jest.fn(() => Promise.resolve());
  renderHook(() => useCodeKeptOffline(load));
  expect(load).not.toHaveBeenCalled();
  jest.advanceTimersByTime(100);
  expect(load).toHaveBeenCalledTimes(1);
});

it('fetches nothing on a page no worker controls yet (a first visit), nor for a reader saving data', () => {
  const load = jest.fn(() => Promise.resolve());
  browserWith({ controlled: false });
  renderHook(() => useCodeKeptOffline(load));
  browserWith({ controlled: true, saveData: true });
  renderHook(() => useCodeKeptOffline(load));
  jest.advanceTimersByTime(1000);
  expect(load).not.toHaveBeenCalled();
});

it('fetches nothing when the page is left before it is idle, and a failed fetch is quiet (the form says so when opened)', async () => {
  browserWith({ controlled: true });
  const leftEarly = jest.fn(() => Promise.resolve());
  renderHook(() => useCodeKeptOffline(leftEarly)).unmount();
  const failing = jest.fn(() => Promise.reject(new Error('ChunkLoadError')));
  renderHook(() => useCodeKeptOffline(failing));
  jest.advanceTimersByTime(100);
  await Promise.resolve();
  expect(leftEarly).not.toHaveBeenCalled();
  expect(failing).toHaveBeenCalledTimes(1);
});
