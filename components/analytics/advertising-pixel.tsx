'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { PIXEL_ID } from '@/lib/analytics/consent';
import { useConsent } from './use-consent';

type Fbq = ((...args: unknown[]) => void) & { callMethod?: (...args: unknown[]) => void; queue: unknown[][]; loaded: boolean; version: string; push: Fbq };

declare global {
  interface Window {
    fbq?: Fbq;
    _fbq?: Fbq;
  }
}

/** The standard pixel bootstrap: a queueing fbq() until fbevents.js arrives. */
function loadPixel(id: string): void {
  if (window.fbq) return;
  const fbq = function (...args: unknown[]) {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue.push(args);
  } as Fbq;
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = '2.0';
  fbq.queue = [];
  window.fbq = fbq;
  window._fbq = fbq;
  const script = document.createElement('script');
  script.async = true;
  script.src = 'https://connect.facebook.net/en_US/fbevents.js';
  document.head.appendChild(script);
  fbq('init', id);
}

/**
 * The advertising pixel, only after consent: loads, then tracks a PageView on
 * start and on every route change. No id configured, or no consent: nothing is loaded or sent.
 */
export function AdvertisingPixel() {
  const consent = useConsent();
  const pathname = usePathname();

  useEffect(() => {
    if (!PIXEL_ID || consent !== 'accepted') return;
    loadPixel(PIXEL_ID);
    window.fbq?.('track', 'PageView');
  }, [consent, pathname]);

  return null;
}
