'use client';

import { useEffect, useState } from 'react';
import { staffPaths } from '@/lib/staff/api';
import type { AuditEntry } from '@/server/staff/content-desk';
import { answerOf, type StaffApi } from '../staff-client';
import { whenIst } from './documents';

const ACTION_WORDS: Record<AuditEntry['action'], string> = {
  save: 'saved a draft of',
  discard: 'discarded the draft of',
  publish: 'published',
  restore: 'restored an earlier version of',
};

/** Who saved, discarded, published or restored what, and when: the desk's log, newest first. */
export function ActivityLog({ api }: { api: StaffApi }) {
  const [entries, setEntries] = useState<AuditEntry[] | undefined>();
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    answerOf<{ entries: AuditEntry[] }>(api(staffPaths.audit)).then(
      (answer) => setEntries(answer.entries),
      (failed: Error) => setError(failed.message),
    );
  }, [api]);

  return (
    <section aria-labelledby="activity-title" className="rounded-2xl border border-forest-900/15 bg-white p-4 sm:p-6">
      <h2 id="activity-title" className="font-display text-2xl font-bold text-forest-900">
        Activity
      </h2>
      {error ? (
        <p role="alert" className="mt-3 font-semibold text-red-800">
          {error}
        </p>
      ) : !entries ? (
        <p role="status" className="mt-3">
          Loading the activity…
        </p>
      ) : !entries.length ? (
        <p className="mt-3">Nothing has been saved or published from the desk yet.</p>
      ) : (
        <ol className="mt-4 grid gap-2">
          {entries.map((entry, index) => (
            <li key={`${entry.at}-${index}`} className="rounded-xl bg-paper px-4 py-3">
              <time dateTime={entry.at} className="font-semibold">
                {whenIst(entry.at)}
              </time>
              : {entry.by} {ACTION_WORDS[entry.action]} {entry.documents.join(', ')}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
