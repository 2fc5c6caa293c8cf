'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FileText } from 'lucide-react';
import { formatDate } from '@/lib/format';
import { fill, fillCount, HTML_LANG, type Lang } from '@/lib/i18n';
import { languages, type Script } from '@/content/languages';
import { localePath, paths } from '@/lib/routes';
import { searchSite, type SearchHit, type SearchOutcome } from '@/lib/search/pagefind';
import { PageLink } from '@/components/ui/page-link';
import { SectionSuggestions } from './section-suggestions';
import type { SearchWords } from './search-words';

export interface SearchResultsProps {
  query: string;
  lang: Lang;
  words: SearchWords;
  /** How many results to show. */
  limit: number;
  /** What follows the list once results are in: the dialog's link to every result, the page's "Show more". */
  after?: (outcome: SearchOutcome) => ReactNode;
  /** A result to give the keyboard focus once it is in the list (the first one "Show more" brought), and what to call then. */
  focusAt?: { index: number; done: () => void };
}

type State = { status: 'ready'; outcome: SearchOutcome } | { status: 'failed'; query: string };

/** The languages a query may be written for, by its letters: Devanagari or Latin (content/languages.ts `script`). */
function scriptOf(query: string): Script | undefined {
  if (/[\u0900-\u097F]/.test(query)) return 'devanagari';
  return /[a-z]/i.test(query) ? 'latin' : undefined;
}

/**
 * The other languages whose pages a query that found nothing here may be written for, by its letters:
 * Hindi and Marathi for Devanagari on an English page, Marathi on a Hindi one, English for Latin letters.
 */
export function languagesWrittenFor(query: string, lang: Lang): Lang[] {
  const script = scriptOf(query);
  if (!script) return [];
  return languages.filter((entry) => entry.code !== lang && entry.script === script).map(({ code }) => code);
}

/** A query that found nothing here, offered to each language it is written for, on its search page, in its words. */
function OtherLanguageSearch({ query, lang, words }: { query: string; lang: Lang; words: SearchWords }) {
  return languagesWrittenFor(query, lang)
    .filter((other) => words.searchElsewhere?.[other])
    .map((other) => (
      <p key={other} className="mt-2">
        <PageLink
          href={`${localePath(paths.search, other)}?q=${encodeURIComponent(query)}`}
          lang={HTML_LANG[other]}
          data-search-stop=""
          className="inline-flex min-h-11 items-center font-semibold text-leaf-700 underline underline-offset-2"
        >
          {fill(words.searchElsewhere?.[other] ?? '', { query })}
        </PageLink>
      </p>
    ));
}

/** A page of the site opens in the app; a PDF (a newsletter article) or another site is a plain link. */
function ResultLink({ hit, children }: { hit: SearchHit; children: ReactNode }) {
  const className = 'font-bold text-leaf-700 underline-offset-2 outline-none after:absolute after:inset-0 after:rounded-2xl hover:underline';
  return hit.url.startsWith('/') && !hit.url.endsWith('.pdf') ? (
    // No prefetch: results change as the visitor types, and fetching each one's page would cost a phone dearly.
    <PageLink href={hit.url} prefetch={false} data-search-stop="" className={className}>
      {children}
    </PageLink>
  ) : (
    <a href={hit.url} data-search-stop="" className={className}>
      {children}
    </a>
  );
}

function Result({ hit, lang, words }: { hit: SearchHit; lang: Lang; words: SearchWords }) {
  const isPdf = hit.url.endsWith('.pdf');
  const source = [hit.publication, hit.volume, hit.date ? formatDate(hit.date, lang) : undefined].filter(Boolean).join(' · ');
  return (
    <li className="relative rounded-2xl p-3 hover:bg-paper has-[a:focus-visible]:bg-paper has-[a:focus-visible]:ring-3 has-[a:focus-visible]:ring-leaf-700">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        {hit.section ? <span className="rounded-full bg-forest-900 px-2 py-0.5 font-semibold text-white">{words.section[hit.section]}</span> : null}
        {source ? (
          <span className="text-muted" lang="en">
            {source}
          </span>
        ) : null}
      </p>
      <h3 className="mt-1 text-lg leading-snug">
        <ResultLink hit={hit}>
          {hit.title}
          {isPdf ? (
            <span className="ml-2 inline-flex items-center gap-1 align-middle text-sm font-semibold text-muted">
              <FileText aria-hidden="true" className="size-4" />
              {words.pdf}
            </span>
          ) : null}
        </ResultLink>
      </h3>
      <p className="mt-1 text-ink/90">
        {hit.excerpt.map((part, index) =>
          part.marked ? (
            <mark key={index} className="rounded bg-gold-400/50 px-0.5 text-ink">
              {part.text}
            </mark>
          ) : (
            part.text
          ),
        )}
      </p>
    </li>
  );
}

/**
 * The results of a query, updated as it changes (Pagefind debounces, and a superseded query's results are
 * dropped). Loading Pagefind happens here, so this component's code, the script and the index load only
 * once somebody searches. The count is announced to screen readers as it changes.
 */
export default function SearchResults({ query, lang, words, limit, after, focusAt }: SearchResultsProps) {
  const [state, setState] = useState<State | undefined>();
  const [attempt, setAttempt] = useState(0);
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    let current = true;
    searchSite(query, limit).then(
      (outcome) => {
        if (current && outcome) setState({ status: 'ready', outcome });
      },
      () => {
        if (current) setState({ status: 'failed', query });
      },
    );
    return () => {
      current = false;
    };
  }, [query, limit, attempt]);

  const outcome = state?.status === 'ready' ? state.outcome : undefined;

  useEffect(() => {
    if (!focusAt) return;
    const result = list.current?.querySelectorAll<HTMLElement>('a[data-search-stop]')[focusAt.index];
    if (!result) return;
    result.focus();
    focusAt.done();
  }, [focusAt, outcome]);
  const status =
    state?.status === 'failed'
      ? words.failed
      : !outcome
        ? words.loading
        : outcome.total === 0
          ? fill(words.noResults, { query: outcome.query })
          : fillCount(outcome.total, words.resultsOne, words.resultsMany, { query: outcome.query });

  return (
    <div>
      <p role="status" className={outcome?.total === 0 || state?.status === 'failed' ? 'font-semibold' : 'text-sm text-muted'}>
        {status}
      </p>
      {state?.status === 'failed' ? (
        <button type="button" onClick={() => setAttempt((n) => n + 1)} className="mt-3 btn-outline">
          {words.retry}
        </button>
      ) : null}
      {outcome && outcome.total === 0 ? <OtherLanguageSearch query={outcome.query} lang={lang} words={words} /> : null}
      {outcome && outcome.total === 0 ? <SectionSuggestions lang={lang} words={words} lead={words.noResultsHint} /> : null}
      {outcome && outcome.total > 0 ? (
        <>
          <ol ref={list} aria-label={words.results} className="-mx-3 mt-2 space-y-1">
            {outcome.hits.map((hit) => (
              <Result key={hit.url} hit={hit} lang={lang} words={words} />
            ))}
          </ol>
          {after?.(outcome)}
        </>
      ) : null}
    </div>
  );
}
