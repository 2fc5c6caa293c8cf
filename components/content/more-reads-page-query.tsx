'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { parsePage } from '@/lib/pagination';
import { hrefOf, moreReadsPagePath } from '@/lib/routes';

/**
 * More Reads used to keep its page in the query (/more-reads/?page=2); its pages are static pages now
 * (/more-reads/page/2/). An old link lands on /more-reads/, and this sends it on to its page. Without
 * JavaScript the old link shows page 1, whose pagination reaches the rest. The query is read from
 * `location` after hydration, not with useSearchParams, which would need a Suspense boundary around the
 * prerendered list.
 */
export function MoreReadsPageQuery({ pages }: { pages: number }) {
  const router = useRouter();
  useEffect(() => {
    const page = parsePage(new URLSearchParams(window.location.search).get('page'), pages);
    if (page > 1) router.replace(hrefOf(moreReadsPagePath(page)));
  }, [router, pages]);
  return null;
}
