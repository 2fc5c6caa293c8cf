import { useEffect } from 'react';
import { whenIdle } from './when-idle';

/**
 * A page's own form loads its code when first opened. Where a service worker already controls the page (a
 * reader's second page on), that code is fetched once the browser is idle, so the worker's asset cache keeps it
 * and the form opens offline later too. A first visit, which no worker controls yet, and a reader who asked
 * the browser to save data fetch nothing beforehand. (The forms the shared layout opens are precached.)
 */
export function useCodeKeptOffline(load: () => Promise<unknown>) {
  useEffect(() => {
    const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData;
    if (!navigator.serviceWorker?.controller || saveData) return;
    return whenIdle(() => void load().catch(() => undefined));
  }, [load]);
}
