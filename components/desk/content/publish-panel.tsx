'use client';

import { useCallback, useEffect, useState } from 'react';
import { staffPaths } from '@/lib/staff/api';
import type { DeskEntry } from '@/server/staff/content-desk';
import type { BuildState } from '@/server/staff/site-builder';
import { answerOf, type Member, type StaffApi } from '../staff-client';
import { COLLECTION_LABELS, whenIst } from './documents';

/** How often the desk asks how the build is going while one runs. */
const POLL_MS = 3000;

const BUILD_WORDS: Record<BuildState['state'], string> = {
  queued: 'The site build is queued',
  running: 'The site is being rebuilt',
  succeeded: 'The site is rebuilt: the published changes are live',
  failed: 'The site build failed: the live site is as it was',
};

/**
 * What is waiting to go live, the publish button (publishers), and the state of the build the last
 * publish started, followed until it ends.
 */
export function PublishPanel({ api, member, drafts, onPublished }: { api: StaffApi; member: Member; drafts: DeskEntry[]; onPublished(): void }) {
  const [build, setBuild] = useState<BuildState | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ error: boolean; text: string } | undefined>();
  const mayPublish = member.may.includes('publish');

  const check = useCallback(
    () =>
      answerOf<{ build: BuildState | null }>(api(staffPaths.build)).then(
        ({ build: state }) => setBuild(state),
        () => undefined,
      ),
    [api],
  );
  useEffect(() => void check(), [check]);
  const running = build?.state === 'running' || build?.state === 'queued';
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => void check(), POLL_MS);
    return () => clearInterval(timer);
  }, [running, check]);

  async function publish() {
    setBusy(true);
    setMessage(undefined);
    try {
      const answer = await answerOf<{ published: unknown[]; build: BuildState | null; buildError?: string }>(api(staffPaths.publish, { method: 'POST', body: '{}' }));
      setBuild(answer.build);
      setMessage({
        error: Boolean(answer.buildError),
        text: `Published ${answer.published.length} ${answer.published.length === 1 ? 'document' : 'documents'}.${answer.buildError ? ` ${answer.buildError}` : ''}`,
      });
      onPublished();
    } catch (error) {
      setMessage({ error: true, text: (error as Error).message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="publish-title" className="rounded-2xl border border-forest-900/15 bg-white p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="publish-title" className="font-display text-xl font-bold text-forest-900">
          {drafts.length ? `${drafts.length} ${drafts.length === 1 ? 'draft' : 'drafts'} waiting to be published` : 'No drafts waiting'}
        </h2>
        {mayPublish ? (
          <button type="button" className="btn-accent" disabled={busy || !drafts.length} onClick={() => void publish()}>
            {busy ? 'Publishing…' : 'Publish all drafts'}
          </button>
        ) : drafts.length ? (
          <p className="text-muted">A publisher puts drafts live.</p>
        ) : null}
      </div>
      {drafts.length ? (
        <ul className="mt-3 grid gap-1 text-sm">
          {drafts.map((entry) => (
            <li key={`${entry.collection}/${entry.id}`}>
              {COLLECTION_LABELS[entry.collection]}: <strong>{entry.title}</strong>, saved by {entry.draft!.savedBy}, {whenIst(entry.draft!.savedAt)}
            </li>
          ))}
        </ul>
      ) : null}
      <p role="status" aria-live="polite" className={message?.error ? 'mt-3 font-semibold text-red-800' : 'mt-3'}>
        {message?.text}
      </p>
      {build ? (
        <div className="mt-3 rounded-xl bg-paper p-4" aria-live="polite">
          <p className="font-semibold text-forest-900">
            {BUILD_WORDS[build.state]}
            {build.finishedAt ? ` (${whenIst(build.finishedAt)})` : ` (started ${whenIst(build.startedAt)} by ${build.by})`}
          </p>
          {build.url ? (
            <a className="font-semibold text-leaf-700 underline" href={build.url}>
              The build&apos;s log
            </a>
          ) : null}
          {build.log.length ? (
            <details className="mt-2">
              <summary className="min-h-11 cursor-pointer py-2 font-semibold">The build&apos;s last lines</summary>
              <pre className="max-h-64 overflow-auto text-xs whitespace-pre-wrap">{build.log.join('\n')}</pre>
            </details>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
