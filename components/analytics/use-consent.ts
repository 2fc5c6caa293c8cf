'use client';

import { useSyncExternalStore } from 'react';
import { readConsent, subscribeConsent, type ConsentChoice } from '@/lib/analytics/consent';

/** The stored choice; undefined before hydration (the server cannot know it). */
export function useConsent(): ConsentChoice | null | undefined {
  return useSyncExternalStore(subscribeConsent, readConsent, () => undefined);
}
