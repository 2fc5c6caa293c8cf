'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { normalisePath } from '@/lib/routes';

/** The internal page a click is about to open, or null when the click is not a same-site page change. */
function internalTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a');
  if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin || normalisePath(url.pathname) === normalisePath(window.location.pathname)) return null;
  return normalisePath(url.pathname);
}

/**
 * The 'Loading' placeholder, shown while the next page's code and data load.
 * A static export cannot stream a loading.tsx fallback (it would hide every page's HTML until scripts run),
 * so this watches same-site link clicks instead; "pending" is derived: clicked path ≠ rendered path.
 * It fades in after 150 ms, so instant (prefetched) navigations never flash it.
 */
export function RouteLoading({ label }: { label: string }) {
  const pathname = normalisePath(usePathname() ?? '/');
  const [target, setTarget] = useState<string | null>(null);

  useEffect(() => {
    function onClick(event: MouseEvent) {
      const next = internalTarget(event);
      if (next) setTarget(next);
    }
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  const pending = target !== null && target !== pathname;
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 top-0 z-50 flex justify-center">
      {pending ? (
        <span className="mt-2 inline-flex animate-[fade-in_150ms_ease-out_150ms_both] items-center gap-2 rounded-full bg-forest-900 px-4 py-2 text-sm font-semibold text-white shadow-card">
          <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-gold-400 border-t-transparent" />
          {label}
        </span>
      ) : null}
    </div>
  );
}
