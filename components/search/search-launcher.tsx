'use client';

import { useEffect, useRef, useState, useSyncExternalStore, type MouseEvent } from 'react';
import { usePathname, useRouter } from 'next/navigation';
import { Search } from 'lucide-react';
import type { Lang } from '@/lib/i18n';
import { fill } from '@/lib/i18n';
import { hrefOf, localePath, paths } from '@/lib/routes';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { Modal } from '@/components/ui/modal';
import { PageLink } from '@/components/ui/page-link';
import { headerButtonClass } from '@/components/layout/header-button';
import { readSlashShortcut, subscribeSlashShortcut, writeSlashShortcut } from '@/lib/search/slash-shortcut';
import { moveThroughResults } from './arrow-keys';
import { LazySearchResults } from './lazy-results';
import { SearchField } from './search-field';
import { SectionSuggestions } from './section-suggestions';
import type { SearchWords } from './search-words';

/** Results the dialog shows; the search page has the rest. */
const DIALOG_RESULTS = 8;

/** Whether a key press happened while typing somewhere, where "/" is a character and not a shortcut. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * The header's search button. It is a link to the search page (which, without JavaScript, lists every
 * page as a site index); with JavaScript it opens the search dialog instead, as does "/" pressed anywhere
 * but in a field, unless the visitor turned that shortcut off in the dialog. A new page, a followed link and
 * Escape close the dialog.
 */
export function SearchLauncher({ lang, words }: { lang: Lang; words: SearchWords }) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const router = useRouter();
  const pathname = usePathname();
  // False in the prerendered HTML, where the link is only a link; true once the page's script runs.
  const enhanced = useHydrated();
  const searchPage = localePath(paths.search, lang);
  // The visitor's choice, read once the page runs (the prerendered HTML cannot know it: on until then).
  const slashOpens = useSyncExternalStore(subscribeSlashShortcut, readSlashShortcut, () => true);

  // A new page closes the dialog (adjusting state during render, as React recommends over an effect).
  const [renderedPath, setRenderedPath] = useState(pathname);
  if (renderedPath !== pathname) {
    setRenderedPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!slashOpens) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      event.preventDefault();
      setOpen(true);
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [slashOpens]);

  function openDialog(event: MouseEvent<HTMLAnchorElement>) {
    // A click meant for a new tab or window follows the link to the search page.
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setOpen(true);
  }

  // Following any link in the dialog (a result, a section) closes it, also when the link stays on this page.
  function closeOnLink(event: MouseEvent<HTMLDivElement>) {
    if ((event.target as HTMLElement).closest('a')) setOpen(false);
  }

  const trimmed = query.trim();
  const resultsPage = `${searchPage}?q=${encodeURIComponent(trimmed)}`;

  return (
    <>
      <a
        href={hrefOf(searchPage)}
        onClick={openDialog}
        aria-label={words.openLabel}
        aria-haspopup={enhanced ? 'dialog' : undefined}
        aria-keyshortcuts={slashOpens ? '/' : undefined}
        title={words.openLabel}
        className={headerButtonClass}
      >
        <Search aria-hidden="true" className="size-5" />
      </a>
      <Modal
        open={open}
        title={words.title}
        closeLabel={words.close}
        onClose={() => setOpen(false)}
        placement="top"
        initialFocus={inputRef}
        onKeyDown={(event) => {
          // Escape closes the dialog, as its hint says, also with text in the box (where the browser would
          // first only clear the box).
          if (event.key === 'Escape') {
            event.preventDefault();
            setOpen(false);
            return;
          }
          moveThroughResults(event);
        }}
        toolbar={
          <SearchField
            action={hrefOf(searchPage)}
            words={words}
            query={query}
            onQuery={setQuery}
            inputRef={inputRef}
            onSubmit={(event) => {
              event.preventDefault();
              if (trimmed) router.push(hrefOf(resultsPage));
            }}
          />
        }
      >
        <div onClick={closeOnLink}>
          <div className="min-h-40">
            {trimmed ? (
              <LazySearchResults
                query={trimmed}
                lang={lang}
                words={words}
                limit={DIALOG_RESULTS}
                after={(outcome) =>
                  outcome.total > outcome.hits.length ? (
                    <PageLink href={resultsPage} data-search-stop="" className="mt-3 btn-outline">
                      {fill(words.seeAll, { count: outcome.total })}
                    </PageLink>
                  ) : null
                }
              />
            ) : (
              <SectionSuggestions lang={lang} words={words} lead={words.emptyHint} />
            )}
          </div>
          <div className="mt-4 flex flex-wrap items-center justify-between gap-x-6 gap-y-1 border-t border-forest-900/10 pt-3 text-sm text-muted">
            <p className="hidden sm:block">{words.keyboardHint}</p>
            <label className="inline-flex min-h-6 cursor-pointer items-center gap-2">
              <input type="checkbox" className="size-4 accent-leaf-700" checked={slashOpens} onChange={(event) => writeSlashShortcut(event.target.checked)} />
              {words.slashShortcut}
            </label>
          </div>
        </div>
      </Modal>
    </>
  );
}
