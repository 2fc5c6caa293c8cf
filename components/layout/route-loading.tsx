'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useSyncExternalStore } from 'react';
import { normalisePath } from '@/lib/routes';
import { navigationRescue } from '@/lib/navigation-rescue';
import { markHydrated } from '@/lib/hydration-mark';

const noPageLoading = () => null;

/**
 * The 'Loading' placeholder, shown while the next page's code and data load.
 * A static export cannot stream a loading.tsx fallback (it would hide every page's HTML until scripts run),
 * so this follows the router's navigations (lib/navigation-rescue.ts, which it tells when a page has
 * rendered); "pending" is derived: the path on its way ≠ the rendered path.
 * It fades in after 150 ms, so instant (prefetched) navigations never flash it.
 */
export function RouteLoading({ label }: { label: string }) {
  const pathname = normalisePath(usePathname() ?? '/');
  const target = useSyncExternalStore(navigationRescue.subscribe, navigationRescue.loading, noPageLoading);

  useEffect(() => {
    navigationRescue.shown(pathname);
  }, [pathname]);
  // Every page has this component, so its first effect says the page has hydrated (components/layout/stuck-page-fallback.tsx).
  useEffect(() => {
    markHydrated();
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
