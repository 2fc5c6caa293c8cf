'use client';

import { DEFAULT_LANG, isLang, language } from '@/lib/i18n';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { issuesOfDocument, schemaOf } from '@/lib/content/validate';
import { staffPaths } from '@/lib/staff/api';
import type { Draft, DeskEntry, Version } from '@/server/staff/content-desk';
import type { JsonObject } from '@/scripts/content/codec';
import { SchemaForm, type FieldIssue, type FieldOverride } from '../schema-form/schema-form';
import { answerOf, type StaffApi } from '../staff-client';
import { COLLECTION_LABELS, whenIst, type DocumentKey } from './documents';
import { DocumentPreview } from './document-preview';
import { HistoryList } from './history-list';
import { ImageField, imageSlotOf } from './image-field';
import { plainIssue } from './plain-issues';

interface Loaded {
  live?: JsonObject;
  draft?: Draft;
  history: Version[];
}

/**
 * One document: its form (drawn from the build's own schema, checked as the editor types), its preview
 * with the site's section components, and its history. Saving keeps a draft; the live site is unchanged
 * until a publisher publishes. A page's twins in the other languages open beside it.
 */
export function DocumentEditor({
  api,
  documentKey,
  twins,
  onOpen,
  onClose,
  onChanged,
}: {
  api: StaffApi;
  documentKey: DocumentKey;
  twins: DeskEntry[];
  onOpen(key: DocumentKey): void;
  onClose(): void;
  onChanged(): void;
}) {
  const { collection, id } = documentKey;
  const [loaded, setLoaded] = useState<Loaded | undefined>();
  const [value, setValue] = useState<JsonObject | undefined>();
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ error: boolean; text: string } | undefined>();
  const [showPreview, setShowPreview] = useState(false);

  function show(found: Loaded) {
    setLoaded(found);
    setValue(found.draft?.data ?? found.live);
    setDirty(false);
  }
  const fetchDocument = useCallback(() => answerOf<Loaded>(api(staffPaths.document(collection, id))), [api, collection, id]);
  const load = async () => show(await fetchDocument());

  useEffect(() => {
    fetchDocument().then(show, (error: Error) => setStatus({ error: true, text: error.message }));
  }, [fetchDocument]);

  const issues: FieldIssue[] = useMemo(
    () =>
      value
        ? issuesOfDocument(collection, id, value).map(({ path, message }) => ({
            path: path.filter((key) => typeof key !== 'symbol') as Array<string | number>,
            message: plainIssue(message),
          }))
        : [],
    [collection, id, value],
  );

  async function act(what: () => Promise<unknown>, done: string) {
    setBusy(true);
    setStatus(undefined);
    try {
      await what();
      setStatus({ error: false, text: done });
      onChanged();
    } catch (error) {
      setStatus({ error: true, text: (error as Error).message });
    } finally {
      setBusy(false);
    }
  }

  function save() {
    if (issues.length) return setStatus({ error: true, text: `Fix ${issues.length === 1 ? 'the problem' : `the ${issues.length} problems`} marked in the form first` });
    return act(async () => {
      const { draft } = await answerOf<{ draft: Draft }>(api(staffPaths.draft(collection, id), { method: 'PUT', body: JSON.stringify({ data: value }) }));
      setLoaded((before) => before && { ...before, draft });
      setDirty(false);
    }, 'Draft saved. The live site is unchanged until it is published.');
  }

  const discard = () =>
    act(async () => {
      await answerOf(api(staffPaths.draft(collection, id), { method: 'DELETE' }));
      await load();
    }, 'Draft discarded: the form shows the live version.');

  const restore = (version: Version) =>
    act(
      async () => {
        await answerOf(api(staffPaths.restore(collection, id), { method: 'POST', body: JSON.stringify({ version: version.version }) }));
        await load();
      },
      `The version replaced on ${whenIst(version.replacedAt)} is now the draft: publish it to restore it on the site.`,
    );

  // Stable, so that a keystroke redraws only the fields on its path (the form memoises each field).
  const renderImageField = useCallback(
    (field: FieldOverride) => {
      const slot = imageSlotOf(collection, field);
      return slot ? <ImageField api={api} field={field} slot={slot} /> : undefined;
    },
    [collection, api],
  );

  const title = (value?.title ?? value?.articleTitle ?? value?.name ?? id) as string;

  return (
    <article aria-labelledby="editor-title" className="min-w-0 rounded-2xl border border-forest-900/15 bg-white p-4 sm:p-6">
      <button type="button" className="mb-3 min-h-11 font-semibold text-leaf-700 underline underline-offset-4 lg:hidden" onClick={onClose}>
        Back to the documents
      </button>
      <p className="text-sm font-semibold text-muted">
        {COLLECTION_LABELS[collection]} · {id}
      </p>
      <h2 id="editor-title" className="font-display text-2xl font-bold text-forest-900">
        {title}
      </h2>
      {loaded ? (
        <p className="mt-2 text-muted">
          {loaded.draft ? `Draft saved by ${loaded.draft.savedBy}, ${whenIst(loaded.draft.savedAt)}: not yet published.` : loaded.live ? 'This is the live version.' : ''}
          {dirty ? ' Unsaved changes.' : ''}
        </p>
      ) : null}
      {twins.length ? (
        <div className="mt-3 flex flex-wrap gap-2">
          {twins.map((twin) => {
            const { englishName, name, htmlLang } = language(isLang(twin.lang) ? twin.lang : DEFAULT_LANG);
            return (
              <button key={twin.id} type="button" className="btn-outline" onClick={() => onOpen({ collection, id: twin.id })}>
                {`Edit the ${englishName} page`}
                {englishName === name ? null : <span lang={htmlLang}>{` (${name})`}</span>}
              </button>
            );
          })}
        </div>
      ) : null}

      <div className="sticky top-0 z-10 -mx-4 mt-4 flex flex-wrap items-center gap-3 border-b border-forest-900/10 bg-white/95 px-4 py-3 sm:-mx-6 sm:px-6">
        <button type="button" className="btn-primary" disabled={busy || !value} onClick={() => void save()}>
          {busy ? 'Saving…' : 'Save draft'}
        </button>
        <button type="button" className="btn-outline" aria-pressed={showPreview} disabled={!value} onClick={() => setShowPreview((shown) => !shown)}>
          {showPreview ? 'Back to the form' : 'Preview'}
        </button>
        {loaded?.draft ? (
          <button type="button" className="btn-outline" disabled={busy} onClick={() => void discard()}>
            Discard draft
          </button>
        ) : null}
        <span className="text-sm text-muted" aria-live="polite">
          {issues.length ? `${issues.length} ${issues.length === 1 ? 'problem' : 'problems'} to fix` : value ? 'The build accepts this document' : ''}
        </span>
      </div>
      <p role="status" aria-live="polite" className={status?.error ? 'mt-3 font-semibold text-red-800' : 'mt-3 text-forest-900'}>
        {status?.text}
      </p>

      {!value ? (
        <p role="status">Loading the document…</p>
      ) : showPreview ? (
        <DocumentPreview collection={collection} data={value} />
      ) : (
        <div className="mt-4">
          <SchemaForm
            schema={schemaOf(collection)}
            value={value}
            idPrefix="doc"
            issues={issues}
            onChange={(next) => {
              setValue(next as JsonObject);
              setDirty(true);
            }}
            renderField={renderImageField}
          />
        </div>
      )}
      {loaded?.history.length ? <HistoryList history={loaded.history} busy={busy} onRestore={(version) => void restore(version)} /> : null}
    </article>
  );
}
