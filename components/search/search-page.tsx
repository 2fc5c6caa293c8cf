'use client';

import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'next/navigation';
import { hrefOf, localePath, paths } from '@/lib/routes';
import type { Lang } from '@/lib/i18n';
import { moveThroughResults } from './arrow-keys';
import { LazySearchResults } from './lazy-results';
import { SearchField } from './search-field';
import type { SearchWords } from './search-words';

/** Results per step of the search page: the first ones, then as many more at each "Show more results". */
const PAGE_RESULTS = 20;

/** The field of the page's plain form, which the live search replaces once its script runs. */
const PLAIN_FIELD_ID = 'search-page-plain-field';

/**
 * What the reader had typed into the plain form before the live search replaced it, and whether they were
 * still typing there: on a slow phone the page is readable, and its field usable, seconds before its script
 * runs. Read once, while the plain field is still in the page (it is not there after a client navigation).
 */
function typedBeforeScripts(): { text: string; focused: boolean } {
  const field = typeof document === 'undefined' ? null : document.getElementById(PLAIN_FIELD_ID);
  if (!(field instanceof HTMLInputElement)) return { text: '', focused: false };
  return { text: field.value, focused: document.activeElement === field };
}

/**
 * The search page's box and results. The query lives in the address (?q=), so results can be linked and
 * the back button returns to them; typing updates it in place. In the prerendered HTML (and without
 * JavaScript) the box is a plain GET form.
 */
function LiveSearch({ lang, words }: { lang: Lang; words: SearchWords }) {
  const addressQuery = useSearchParams().get('q') ?? '';
  const [typed] = useState(typedBeforeScripts);
  const [query, setQuery] = useState(typed.text || addressQuery);
  const inputRef = useRef<HTMLInputElement>(null);
  const [limit, setLimit] = useState(PAGE_RESULTS);
  // "Show more results" goes away once everything is shown, which would leave the keyboard focus nowhere:
  // the focus moves to the first result it brought, once that is in the list.
  const [focusResultAt, setFocusResultAt] = useState<number | null>(null);
  const focusAt = useMemo(() => (focusResultAt === null ? undefined : { index: focusResultAt, done: () => setFocusResultAt(null) }), [focusResultAt]);
  const action = hrefOf(localePath(paths.search, lang));

  // A new address (the dialog sent its query here, or Back) sets the box, unless it is what is typed already.
  const [seenAddress, setSeenAddress] = useState(addressQuery);
  if (seenAddress !== addressQuery) {
    setSeenAddress(addressQuery);
    if (addressQuery !== query.trim()) setQuery(addressQuery);
  }

  function addressFor(next: string) {
    const trimmed = next.trim();
    return trimmed ? `${action}?q=${encodeURIComponent(trimmed)}` : action;
  }

  function onQuery(next: string) {
    setQuery(next);
    setLimit(PAGE_RESULTS);
    window.history.replaceState(null, '', addressFor(next));
  }

  // Text typed before the script ran goes on in the live field: in the address too, and the caret where it was.
  useEffect(() => {
    if (typed.text) window.history.replaceState(null, '', addressFor(typed.text));
    if (typed.focused && inputRef.current) {
      inputRef.current.focus();
      inputRef.current.setSelectionRange(typed.text.length, typed.text.length);
    }
    // Once, for what the plain form held when the live search replaced it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const trimmed = query.trim();
  return (
    <div onKeyDown={moveThroughResults}>
      <SearchField action={action} words={words} query={query} onQuery={onQuery} onSubmit={(event) => event.preventDefault()} inputRef={inputRef} />
      {trimmed ? (
        <div className="mt-6">
          <LazySearchResults
            query={trimmed}
            lang={lang}
            words={words}
            limit={limit}
            focusAt={focusAt}
            after={(outcome) =>
              outcome.total > outcome.hits.length ? (
                <button
                  type="button"
                  onClick={() => {
                    setFocusResultAt(limit);
                    setLimit(limit + PAGE_RESULTS);
                  }}
                  className="mt-4 btn-outline"
                >
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
    <Suspense fallback={<SearchField action={hrefOf(localePath(paths.search, lang))} words={words} inputId={PLAIN_FIELD_ID} />}>
      <LiveSearch lang={lang} words={words} />
    </Suspense>
  );
}
