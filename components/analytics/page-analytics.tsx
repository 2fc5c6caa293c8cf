'use client';

import dynamic from 'next/dynamic';
import { PIXEL_ID } from '@/lib/analytics/consent';
import type { ConsentText } from './consent-banner';

/*
 * What a page measures, loaded after it is interactive (none of it draws anything on the first paint):
 * the web vitals report always, the consent banner and the advertising pixel only in a build with a pixel
 * id; without one their code is never downloaded.
 */
const WebVitals = dynamic(() => import('./web-vitals').then((module) => module.WebVitals), { ssr: false });
const AdvertisingPixel = dynamic(() => import('./advertising-pixel').then((module) => module.AdvertisingPixel), { ssr: false });
const ConsentBanner = dynamic(() => import('./consent-banner').then((module) => module.ConsentBanner), { ssr: false });

export function PageAnalytics({ consentText, policyHref }: { consentText: ConsentText; policyHref: string }) {
  return (
    <>
      <WebVitals />
      {PIXEL_ID ? (
        <>
          <AdvertisingPixel />
          <ConsentBanner text={consentText} policyHref={policyHref} />
        </>
      ) : null}
    </>
  );
}
