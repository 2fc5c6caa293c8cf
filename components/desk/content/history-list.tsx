'use client';

import type { Version } from '@/server/staff/content-desk';
import { whenIst } from './documents';

/** The versions publishing replaced, newest first; restoring one makes it the draft. */
export function HistoryList({ history, busy, onRestore }: { history: Version[]; busy: boolean; onRestore(version: Version): void }) {
  return (
    <section aria-labelledby="history-title" className="mt-8 border-t border-forest-900/10 pt-6">
      <h3 id="history-title" className="font-display text-xl font-bold text-forest-900">
        History
      </h3>
      <p className="mt-1 text-muted">Each publish keeps the version it replaced. Restoring one makes it the draft; publish it to put it back on the site.</p>
      <ol className="mt-3 grid gap-2">
        {history.map((version) => (
          <li key={version.version} className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-paper px-4 py-3">
            <span>
              Live until {whenIst(version.replacedAt)}, replaced by {version.replacedBy}
            </span>
            <button
              type="button"
              className="btn-outline"
              disabled={busy}
              onClick={() => onRestore(version)}
              aria-label={`Restore the version live until ${whenIst(version.replacedAt)}`}
            >
              Restore
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
