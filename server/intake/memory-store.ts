import type { Collection, IntakeRecord, LeadStore } from './store';

/** Keeps records in memory: for tests, and as a stand-in where nothing must touch disk. */
export class MemoryStore implements LeadStore {
  readonly kind = 'memory';
  readonly records: Record<Collection, IntakeRecord[]> = { leads: [], feedback: [], orders: [], vitals: [] };
  /** Set to make the next appends fail, to exercise the error path. */
  failWith: Error | undefined;

  async append(collection: Collection, record: IntakeRecord): Promise<void> {
    if (this.failWith) throw this.failWith;
    this.records[collection].push(structuredClone(record));
  }

  async probe(): Promise<void> {
    if (this.failWith) throw this.failWith;
  }

  async close(): Promise<void> {}
}
