import type { FollowUps } from './follow-up';
import type { Outbox } from './outbox';
import type { Collection, Erased, Erasure, IntakeRecord } from './record';

/**
 * Where accepted submissions go. Two implementations: an append-only JSON Lines file per collection
 * (the default, `file-store.ts`) and Firestore (`firestore-store.ts`, loaded only when configured).
 * `append` resolves only once the record is durable, with the notifications it owes; the routes answer 2xx
 * after that.
 */

export { COLLECTIONS, type Collection, type IntakeRecord } from './record';

/** What `appendOnce` did: stored the record, or found the one stored first under the same key. */
export interface StoredOnce {
  record: IntakeRecord;
  replayed: boolean;
}

/** How long a submission's Idempotency-Key is remembered: replays within it are answered, not stored. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface LeadStore {
  /** A short name for logs ("file", "firestore"). */
  readonly kind: string;
  /** The notifications the stored records owe. */
  readonly outbox: Outbox;
  /** Sales' follow-up of each submission (status, assignee, notes), erased with it. */
  readonly followUps: FollowUps;
  append(collection: Collection, record: IntakeRecord): Promise<void>;
  /**
   * Stores a record whose id is the submission's Idempotency-Key, once: when a record with that id was
   * stored within IDEMPOTENCY_WINDOW_MS, it answers that record and stores nothing, so a form sent again
   * (a retry, a queue replayed after a dropped connection) is kept one time.
   */
  appendOnce(collection: Collection, record: IntakeRecord): Promise<StoredOnce>;
  /** Every record of a collection, oldest first, received at or after `since` (ISO 8601) when given: for the export. */
  list(collection: Collection, since?: string): Promise<IntakeRecord[]>;
  /**
   * Erases the records the erasure picks, with every notification they owe or have settled, and the reply-cap
   * counters it names; resolves once that is durable. Counts only (server/intake/erasure.ts).
   */
  erase(erasure: Erasure): Promise<Erased>;
  /**
   * Proves the store can take a write now (a fsynced append for the file store, a read for Firestore);
   * rejects with a StoreUnavailable that says which directory or project, in one line.
   */
  probe(): Promise<void>;
  /** Waits for pending appends, then releases files or connections. */
  close(): Promise<void>;
}

/**
 * One call at a time per key, in this process: a second request with a key whose first is still being
 * written waits for it and sees its record, instead of both finding the key free.
 */
export class KeyedQueue {
  private readonly running = new Map<string, Promise<unknown>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const before = this.running.get(key) ?? Promise.resolve();
    const next = before.catch(() => undefined).then(task);
    this.running.set(key, next);
    void next
      .finally(() => {
        if (this.running.get(key) === next) this.running.delete(key);
      })
      .catch(() => undefined);
    return next;
  }
}

/** Whether a stored record is still within the window in which its key answers replays. */
export function isWithinWindow(record: IntakeRecord, now = Date.now()): boolean {
  return now - Date.parse(record.receivedAt) < IDEMPOTENCY_WINDOW_MS;
}

/** The store cannot be written: its message names the directory or the project, in one line. */
export class StoreUnavailable extends Error {
  override name = 'StoreUnavailable';
}
