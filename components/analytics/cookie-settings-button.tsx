'use client';

import { openConsentSettings, PIXEL_ID } from '@/lib/analytics/consent';

/** The footer's way back to the choice; without a pixel there is no choice to make, so no button. */
export function CookieSettingsButton({ label, className }: { label: string; className?: string }) {
  if (!PIXEL_ID) return null;
  return (
    <button type="button" className={className} onClick={openConsentSettings}>
      {label}
    </button>
  );
}
