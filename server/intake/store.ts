/**
 * Where accepted submissions go. Two implementations: an append-only JSON Lines file per collection
 * (the default, `file-store.ts`) and Firestore (`firestore-store.ts`, loaded only when configured).
 * `append` resolves only once the record is durable; the routes answer 2xx after that.
 */

export const COLLECTIONS = ['leads', 'feedback', 'orders', 'vitals'] as const;
export type Collection = (typeof COLLECTIONS)[number];

/** One accepted submission: a random id, the time it arrived, and the validated payload. Nothing else. */
export interface IntakeRecord {
  id: string;
  /** ISO 8601, UTC. */
  receivedAt: string;
  payload: Record<string, unknown>;
}

export interface LeadStore {
  /** A short name for logs ("file", "firestore"). */
  readonly kind: string;
  append(collection: Collection, record: IntakeRecord): Promise<void>;
  /**
   * Proves the store can take a write now (a fsynced append for the file store, a read for Firestore);
   * rejects with a StoreUnavailable that says which directory or project, in one line.
   */
  probe(): Promise<void>;
  /** Waits for pending appends, then releases files or connections. */
  close(): Promise<void>;
}

/** The store cannot be written: its message names the directory or the project, in one line. */
export class StoreUnavailable extends Error {
  override name = 'StoreUnavailable';
}
