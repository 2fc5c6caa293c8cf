import { subscribeStoredValue } from '@/lib/stored-value';

/**
 * The visitor's choice about the advertising pixel (DPDP Act: consent first). Kept in localStorage,
 * changeable at any time from the footer; components subscribe to changes.
 */
export type ConsentChoice = 'accepted' | 'declined';

export const CONSENT_KEY = 'ad-consent';
const CHANGE_EVENT = 'consent:change';
export const OPEN_SETTINGS_EVENT = 'consent:open-settings';

/** The advertising pixel's id, inlined at build; without one there is no pixel and nothing to ask. */
export const PIXEL_ID = process.env.NEXT_PUBLIC_PIXEL_ID ?? '';

export function readConsent(): ConsentChoice | null {
  try {
    const value = window.localStorage.getItem(CONSENT_KEY);
    return value === 'accepted' || value === 'declined' ? value : null;
  } catch {
    return null;
  }
}

export function writeConsent(choice: ConsentChoice): void {
  try {
    window.localStorage.setItem(CONSENT_KEY, choice);
  } catch {
    // Storage blocked: the choice holds for this page view only.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function subscribeConsent(onChange: () => void): () => void {
  return subscribeStoredValue(CONSENT_KEY, CHANGE_EVENT, onChange);
}

export function openConsentSettings(): void {
  window.dispatchEvent(new Event(OPEN_SETTINGS_EVENT));
}
