'use client';

import { useEffect, useState } from 'react';
import { Cookie } from 'lucide-react';
import { openConsentSettings, OPEN_SETTINGS_EVENT, PIXEL_ID, writeConsent } from '@/lib/analytics/consent';
import { PageLink } from '@/components/ui/page-link';
import { paths } from '@/lib/routes';
import { useConsent } from './use-consent';

/**
 * Asks once whether the advertising pixel may load (nothing loads before 'Accept'); reopened by the
 * footer's 'Cookie settings'. Not shown at all when no pixel is configured.
 */
export function ConsentBanner() {
  const consent = useConsent();
  const [reopened, setReopened] = useState(false);

  useEffect(() => {
    const open = () => setReopened(true);
    window.addEventListener(OPEN_SETTINGS_EVENT, open);
    return () => window.removeEventListener(OPEN_SETTINGS_EVENT, open);
  }, []);

  const visible = Boolean(PIXEL_ID) && (reopened || consent === null);
  if (!visible) return null;

  function choose(choice: 'accepted' | 'declined') {
    writeConsent(choice);
    setReopened(false);
  }

  return (
    <section aria-label="Cookie consent" className="fixed inset-x-3 bottom-3 z-50 mx-auto max-w-3xl rounded-2xl bg-white p-5 shadow-2xl ring-1 ring-forest-900/15 sm:right-20">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <Cookie aria-hidden="true" className="hidden size-8 shrink-0 text-leaf-700 sm:block" />
        <p className="text-sm text-ink">
          May we use an advertising cookie (the Meta pixel) to see which of our campaigns bring farmers to this site? It loads only if you accept, and you can change your mind any
          time from <strong>Cookie settings</strong> at the bottom of the page. See our{' '}
          <PageLink href={paths.policy} className="font-semibold text-leaf-700 underline">
            privacy policy
          </PageLink>
          .
        </p>
        <div className="flex shrink-0 gap-2">
          <button type="button" className="btn-outline min-h-11 px-4 text-sm" onClick={() => choose('declined')}>
            Decline
          </button>
          <button type="button" className="btn-primary min-h-11 px-4 text-sm" onClick={() => choose('accepted')}>
            Accept
          </button>
        </div>
      </div>
    </section>
  );
}

/** The footer's way back to the choice; without a pixel there is no choice to make, so no button. */
export function CookieSettingsButton({ className }: { className?: string }) {
  if (!PIXEL_ID) return null;
  return (
    <button type="button" className={className} onClick={openConsentSettings}>
      Cookie settings
    </button>
  );
}
