'use client';

import { PIXEL_ID } from '@/lib/analytics/consent';
import { afterHydration } from '@/components/ui/after-hydration';
import type { ConsentText } from './consent-banner';

interface AnalyticsProps {
  consentText: ConsentText;
  policyHref: string;
}

const nothing = () => null;

/*
 * What a page measures, loaded once it has hydrated (none of it draws anything on the first paint): the
 * web vitals report always, the consent banner and the advertising pixel only in a build with a pixel id;
 * without one their code is never downloaded. A page whose measuring code fails to load is still the
 * page: the failure leaves it unmeasured rather than reaching an error boundary.
 */
export const PageAnalytics = afterHydration<AnalyticsProps>(
  () =>
    Promise.all([import('./web-vitals'), PIXEL_ID ? import('./advertising-pixel') : null, PIXEL_ID ? import('./consent-banner') : null]).then(
      ([{ WebVitals }, pixel, banner]) =>
        function Analytics({ consentText, policyHref }: AnalyticsProps) {
          const AdvertisingPixel = pixel?.AdvertisingPixel;
          const ConsentBanner = banner?.ConsentBanner;
          return (
            <>
              <WebVitals />
              {AdvertisingPixel ? <AdvertisingPixel /> : null}
              {ConsentBanner ? <ConsentBanner text={consentText} policyHref={policyHref} /> : null}
            </>
          );
        },
      () => nothing,
    ),
  nothing,
);
