'use client';

import { Suspense, useState } from 'react';
import { useSearchParams } from 'next/navigation';
import { hrefOf, localePath, paths } from '@/lib/routes';
import type { Lang } from '@/lib/i18n';
import { moveThroughResults } from './arrow-keys';
import { LazySearchResults } from './lazy-results';
import { SearchField } from './search-field';
import type { SearchWords } from './search-words';

/** Results per step of the search page: the first ones, then as many more at each "Show more results". */
const PAGE_RESULTS = 20;

/**
 * The search page's box and results. The query lives in the address (?q=), so results can be linked and
 * the back button returns to them; typing updates it in place. In the prerendered HTML (and without
 * JavaScript) the box is a plain GET form.
 */
function LiveSearch({ lang, words }: { lang: Lang; words: SearchWords }) {
  const addressQuery = useSearchParams().get('q') ?? '';
  const [query, setQuery] = useState(addressQuery);
  const [limit, setLimit] = useState(PAGE_RESULTS);
  const action = hrefOf(localePath(paths.search, lang));

  // A new address (the dialog sent its query here, or Back) sets the box, unless it is what is typed already.
  const [seenAddress, setSeenAddress] = useState(addressQuery);
  if (seenAddress !== addressQuery) {
    setSeenAddress(addressQuery);
    if (addressQuery !== query.trim()) setQuery(addressQuery);
  }

  function onQuery(next: string) {
    setQuery(next);
    setLimit(PAGE_RESULTS);
    const trimmed = next.trim();
    window.history.replaceState(null, '', trimmed ? `${action}?q=${encodeURIComponent(trimmed)}` : action);
  }

  const trimmed = query.trim();
  return (
    <div onKeyDown={moveThroughResults}>
      <SearchField action={action} words={words} query={query} onQuery={onQuery} onSubmit={(event) => event.preventDefault()} />
      {trimmed ? (
        <div className="mt-6">
          <LazySearchResults
            query={trimmed}
            lang={lang}
            words={words}
            limit={limit}
            after={(outcome) =>
              outcome.total > outcome.hits.length ? (
                <button type="button" onClick={() => setLimit((shown) => shown + PAGE_RESULTS)} className="mt-4 btn-outline">
                  {words.showMore}
                </button>
              ) : null
            }
          />
        </div>
      ) : null}
    </div>
  );
}

export function SearchPage({ lang, words }: { lang: Lang; words: SearchWords }) {
  // useSearchParams needs a Suspense boundary in a static export; its fallback is the plain form.
  return (
    <Suspense fallback={<SearchField action={hrefOf(localePath(paths.search, lang))} words={words} />}>
      <LiveSearch lang={lang} words={words} />
    </Suspense>
  );
}
