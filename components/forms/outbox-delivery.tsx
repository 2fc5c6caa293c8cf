'use client';

import { useEffect } from 'react';
import { deliverOutbox, OUTBOX_FLAG } from '@/lib/leads/outbox-client';
import { FIRST_BACKOFF_MS } from '@/lib/leads/outbox';
import { whenIdle } from '@/lib/hooks/when-idle';

/**
 * Sends what the outbox keeps (forms submitted offline): when a page has loaded and the browser is idle,
 * whenever the network comes back, and again while something is waiting. Costs a page nothing but a
 * localStorage read when the outbox is empty.
 */
export function OutboxDelivery() {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let running = false;
    async function run() {
      clearTimeout(timer);
      if (running || !localStorage.getItem(OUTBOX_FLAG) || !navigator.onLine) return;
      running = true;
      try {
        const report = await deliverOutbox();
        if (report.waiting) timer = setTimeout(run, FIRST_BACKOFF_MS);
      } catch (error) {
        console.error('Could not send the saved submissions:', error instanceof Error ? error.message : error);
      } finally {
        running = false;
      }
    }
    const cancelIdle = whenIdle(() => void run());
    const onOnline = () => void run();
    window.addEventListener('online', onOnline);
    return () => {
      cancelIdle();
      clearTimeout(timer);
      window.removeEventListener('online', onOnline);
    };
  }, []);
  return null;
}
