'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { PIXEL_ID } from '@/lib/analytics/consent';
import type { ConsentText } from './consent-banner';

interface Loaded {
  WebVitals: ComponentType;
  AdvertisingPixel?: ComponentType;
  ConsentBanner?: ComponentType<{ text: ConsentText; policyHref: string }>;
}

/*
 * What a page measures, loaded once it has hydrated (none of it draws anything on the first paint): the
 * web vitals report always, the consent banner and the advertising pixel only in a build with a pixel id;
 * without one their code is never downloaded. A plain import() after mount, not next/dynamic: its
 * client-only boundary in the body delayed the document's hydration, and a link followed before it was
 * done left the old page's <title> and canonical in the head beside the new page's.
 */
export function PageAnalytics({ consentText, policyHref }: { consentText: ConsentText; policyHref: string }) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    let live = true;
    void Promise.all([import('./web-vitals'), PIXEL_ID ? import('./advertising-pixel') : null, PIXEL_ID ? import('./consent-banner') : null]).then(([vitals, pixel, banner]) => {
      if (live) setLoaded({ WebVitals: vitals.WebVitals, AdvertisingPixel: pixel?.AdvertisingPixel, ConsentBanner: banner?.ConsentBanner });
    });
    return () => {
      live = false;
    };
  }, []);
  if (!loaded) return null;
  const { WebVitals, AdvertisingPixel, ConsentBanner } = loaded;
  return (
    <>
      <WebVitals />
      {AdvertisingPixel ? <AdvertisingPixel /> : null}
      {ConsentBanner ? <ConsentBanner text={consentText} policyHref={policyHref} /> : null}
    </>
  );
}
