'use client';

import { useEffect, useState } from 'react';
import { Cookie } from 'lucide-react';
import { OPEN_SETTINGS_EVENT, PIXEL_ID, writeConsent } from '@/lib/analytics/consent';
import { PageLink } from '@/components/ui/page-link';
import { useConsent } from './use-consent';

/** The banner's words, in the page's language. */
export interface ConsentText {
  region: string;
  question: string;
  policyLead: string;
  policyTail: string;
  policyLink: string;
  decline: string;
  accept: string;
}

/**
 * Asks once whether the advertising pixel may load (nothing loads before 'Accept'); reopened by the
 * footer's 'Cookie settings'. Not shown at all when no pixel is configured. It stands above the phones'
 * bar of quick actions and, from 1280 px, left of the round buttons, so it hides none of them.
 */
export function ConsentBanner({ text, policyHref }: { text: ConsentText; policyHref: string }) {
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
    <section
      aria-label={text.region}
      className="fixed inset-x-3 bottom-[calc(var(--spacing-action-bar)+env(safe-area-inset-bottom)+0.75rem)] z-50 mx-auto max-w-3xl rounded-2xl bg-white p-5 shadow-2xl ring-1 ring-forest-900/15 xl:right-20 xl:bottom-[calc(0.75rem+env(safe-area-inset-bottom))]"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <Cookie aria-hidden="true" className="hidden size-8 shrink-0 text-leaf-700 sm:block" />
        <p className="text-sm text-ink">
          {text.question} {text.policyLead}{' '}
          <PageLink href={policyHref} className="font-semibold text-leaf-700 underline">
            {text.policyLink}
          </PageLink>
          {text.policyTail}
        </p>
        <div className="flex shrink-0 gap-2">
          <button type="button" className="btn-outline min-h-11 px-4 text-sm" onClick={() => choose('declined')}>
            {text.decline}
          </button>
          <button type="button" className="btn-primary min-h-11 px-4 text-sm" onClick={() => choose('accepted')}>
            {text.accept}
          </button>
        </div>
      </div>
    </section>
  );
}
