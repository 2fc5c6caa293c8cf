'use client';

import { useEffect } from 'react';
import { SERVICE_WORKER_URL } from '@/lib/offline';
import { whenIdle } from '@/lib/hooks/when-idle';

/**
 * Registers the service worker (worker/sw.ts) once the page has loaded and the browser is idle, so it
 * never competes with the first paint. Only in the built site: `next dev` has no worker.
 */
export function ServiceWorkerRegistration() {
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    let cancelIdle = () => {};
    const register = () => {
      cancelIdle = whenIdle(() => {
        navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch((error: unknown) => {
          console.error('The offline worker could not be registered:', error instanceof Error ? error.message : error);
        });
      });
    };
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
    return () => {
      window.removeEventListener('load', register);
      cancelIdle();
    };
  }, []);
  return null;
}
