'use client';

import { lazy, Suspense } from 'react';
import type { SearchResultsProps } from './search-results';

/** The results, Pagefind and the index load only when somebody types a query: one chunk for the dialog and the search page. */
const SearchResults = lazy(() => import('./search-results'));

export function LazySearchResults(props: SearchResultsProps) {
  return (
    <Suspense fallback={<p className="text-sm text-muted">{props.words.loading}</p>}>
      <SearchResults {...props} />
    </Suspense>
  );
}
