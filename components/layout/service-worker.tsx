'use client';

import { useEffect } from 'react';
import { SERVICE_WORKER_URL } from '@/lib/offline';

/**
 * Registers the service worker (worker/sw.ts) once the page has loaded and the browser is idle, so it
 * never competes with the first paint. Only in the built site: `next dev` has no worker.
 */
export function ServiceWorkerRegistration() {
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1));
    const register = () =>
      idle(() => {
        navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch((error: unknown) => {
          console.error('The offline worker could not be registered:', error instanceof Error ? error.message : error);
        });
      });
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
    return () => window.removeEventListener('load', register);
  }, []);
  return null;
}
