'use client';

import { DEFAULT_LANG } from '@/lib/i18n';
import { clsx } from 'clsx';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Collection } from '@/lib/content/source';
import { staffPaths } from '@/lib/staff/api';
import type { DeskEntry } from '@/server/staff/content-desk';
import { answerOf, type Member, type StaffApi } from '../staff-client';
import { DocumentEditor } from './document-editor';
import { PublishPanel } from './publish-panel';
import { areTwins, COLLECTION_LABELS, type DocumentKey } from './documents';

/**
 * The content side of the desk: every document the build reads, grouped by kind, with its waiting draft;
 * the one being edited; and the publish panel (what is waiting, the publish button for publishers, and
 * the build it started).
 */
export function ContentWorkspace({ api, member }: { api: StaffApi; member: Member }) {
  const [entries, setEntries] = useState<DeskEntry[] | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<DocumentKey | undefined>();
  // Bumped by each publish, so the open document is read again: its draft is live now.
  const [published, setPublished] = useState(0);

  const reload = useCallback(
    () =>
      answerOf<{ documents: DeskEntry[] }>(api(staffPaths.content)).then(
        ({ documents }) => setEntries(documents),
        (failed: Error) => setError(failed.message),
      ),
    [api],
  );
  useEffect(() => void reload(), [reload]);

  const shown = useMemo(() => {
    const words = query.trim().toLowerCase();
    // Translations are edited beside their English page, so the list shows the English one.
    const listed = (entries ?? []).filter(
      (entry) =>
        !entry.lang ||
        entry.lang === DEFAULT_LANG ||
        !entries?.some((other) => other.collection === entry.collection && other.lang === DEFAULT_LANG && areTwins(entry.id, other.id)),
    );
    return words ? listed.filter((entry) => `${entry.title} ${entry.id}`.toLowerCase().includes(words)) : listed;
  }, [entries, query]);

  const groups = (Object.keys(COLLECTION_LABELS) as Collection[]).map((collection) => ({ collection, items: shown.filter((entry) => entry.collection === collection) }));
  const drafts = (entries ?? []).filter((entry) => entry.draft);

  return (
    <div className="grid gap-6">
      <PublishPanel
        api={api}
        member={member}
        drafts={drafts}
        onPublished={() => {
          setPublished((count) => count + 1);
          void reload();
        }}
      />
      <div className="grid gap-6 lg:grid-cols-[22rem_1fr]">
        <nav aria-label="Documents" className={clsx('rounded-2xl border border-forest-900/15 bg-white p-4', open && 'hidden lg:block')}>
          <label htmlFor="desk-find" className="font-semibold text-forest-900">
            Find a document
          </label>
          <input
            id="desk-find"
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            className="mt-1.5 block min-h-12 w-full rounded-xl border border-forest-900/25 px-4"
          />
          {error ? (
            <p role="alert" className="mt-4 font-semibold text-red-800">
              {error}
            </p>
          ) : !entries ? (
            <p role="status" className="mt-4">
              Loading the documents…
            </p>
          ) : (
            groups.map(({ collection, items }) =>
              items.length ? (
                <section key={collection} aria-labelledby={`group-${collection}`} className="mt-5">
                  <h2 id={`group-${collection}`} className="text-sm font-bold tracking-wide text-muted uppercase">
                    {COLLECTION_LABELS[collection]} ({items.length})
                  </h2>
                  <ul className="mt-2 grid gap-1">
                    {items.map((entry) => (
                      <li key={entry.id}>
                        <button
                          type="button"
                          aria-current={open?.collection === collection && open.id === entry.id ? 'true' : undefined}
                          onClick={() => setOpen({ collection, id: entry.id })}
                          className="flex min-h-11 w-full items-start justify-between gap-2 rounded-lg px-3 py-2 text-left hover:bg-forest-50 aria-[current=true]:bg-leaf-100"
                        >
                          <span>{entry.title}</span>
                          {entry.draft ? <span className="shrink-0 rounded-full bg-gold-100 px-2 text-sm font-semibold text-forest-900">Draft</span> : null}
                        </button>
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null,
            )
          )}
        </nav>
        {open ? (
          <DocumentEditor
            key={`${open.collection}/${open.id}/${published}`}
            api={api}
            documentKey={open}
            twins={(entries ?? []).filter((entry) => entry.collection === open.collection && areTwins(entry.id, open.id))}
            onOpen={setOpen}
            onClose={() => setOpen(undefined)}
            onChanged={() => void reload()}
          />
        ) : (
          <p className="hidden rounded-2xl border border-dashed border-forest-900/25 p-6 text-muted lg:block">
            Choose a document to edit it. Saving keeps a draft; the site changes when a publisher publishes.
          </p>
        )}
      </div>
    </div>
  );
}
