'use client';

import { useReportWebVitals } from 'next/web-vitals';
import { beacon } from '@/lib/leads/client';
import { apiPath } from '@/lib/leads/api';

/** Reports Core Web Vitals of real visits to /api/vitals with sendBeacon (no identifiers, just the page). */
export function WebVitals() {
  useReportWebVitals((metric) => {
    beacon(apiPath('vitals'), {
      name: metric.name,
      value: metric.value,
      rating: 'rating' in metric ? metric.rating : undefined,
      id: metric.id,
      navigationType: 'navigationType' in metric ? metric.navigationType : undefined,
      page: window.location.pathname,
    });
  });
  return null;
}
