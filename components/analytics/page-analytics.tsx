'use client';

import { PIXEL_ID } from '@/lib/analytics/consent';
import { whenPageIdle } from '@/lib/analytics/when-idle';
import { afterHydration } from '@/components/ui/after-hydration';
import type { ConsentText } from './consent-banner';

interface AnalyticsProps {
  consentText: ConsentText;
  policyHref: string;
}

const nothing = () => null;

/*
 * What a page measures, loaded after the page (none of it draws anything on the first paint). A page
 * whose measuring code fails to load is still the page: the failure leaves it unmeasured rather than
 * reaching an error boundary.
 * The web vitals report waits until the page is idle or the reader acts (lib/analytics/when-idle.ts).
 * The consent banner and the advertising pixel exist only in a build with a pixel id (without one their
 * code is never downloaded), and come as soon as the page has hydrated: the question is asked at once.
 */
const WebVitalsReport = afterHydration(
  () =>
    whenPageIdle()
      .then(() => import('./web-vitals'))
      .then(
        (module) => module.WebVitals,
        () => nothing,
      ),
  nothing,
);

const ConsentAndPixel = afterHydration<AnalyticsProps>(
  () =>
    Promise.all([import('./advertising-pixel'), import('./consent-banner')]).then(
      ([{ AdvertisingPixel }, { ConsentBanner }]) =>
        function Consent({ consentText, policyHref }: AnalyticsProps) {
          return (
            <>
              <AdvertisingPixel />
              <ConsentBanner text={consentText} policyHref={policyHref} />
            </>
          );
        },
      () => nothing,
    ),
  nothing,
);

export function PageAnalytics(props: AnalyticsProps) {
  return (
    <>
      <WebVitalsReport />
      {PIXEL_ID ? <ConsentAndPixel {...props} /> : null}
    </>
  );
}
