import { isErased } from './erasure';
import { LocalFollowUps } from './follow-up';
import { LocalOutbox } from './local-outbox';
import type { Erased, Erasure } from './record';
import { isWithinWindow, type Collection, type IntakeRecord, type LeadStore, type StoredOnce } from './store';

/** Keeps records in memory: for tests, and as a stand-in where nothing must touch disk. */
export class MemoryStore implements LeadStore {
  readonly kind = 'memory';
  readonly records: Record<Collection, IntakeRecord[]> = { leads: [], feedback: [], orders: [], vitals: [] };
  readonly outbox = new LocalOutbox(async () => {
    if (this.failWith) throw this.failWith;
  });
  readonly followUps = new LocalFollowUps(async () => {
    if (this.failWith) throw this.failWith;
  });
  /** Set to make the next appends fail, to exercise the error path. */
  failWith: Error | undefined;

  async append(collection: Collection, record: IntakeRecord): Promise<void> {
    if (this.failWith) throw this.failWith;
    this.records[collection].push(structuredClone(record));
    this.outbox.queue(collection, structuredClone(record));
  }

  async appendOnce(collection: Collection, record: IntakeRecord): Promise<StoredOnce> {
    const first = this.records[collection].find((stored) => stored.id === record.id && isWithinWindow(stored));
    if (first) return { record: structuredClone(first), replayed: true };
    await this.append(collection, record);
    return { record, replayed: false };
  }

  async list(collection: Collection, since?: string): Promise<IntakeRecord[]> {
    return this.records[collection].filter((record) => since === undefined || record.receivedAt >= since).map((record) => structuredClone(record));
  }

  async erase(erasure: Erasure): Promise<Erased> {
    const erasedIds = new Set<string>();
    for (const collection of erasure.collections) {
      this.records[collection] = this.records[collection].filter((record) => {
        if (!isErased(erasure, record)) return true;
        erasedIds.add(record.id);
        return false;
      });
    }
    await this.followUps.forget(erasedIds);
    return { records: erasedIds.size, notifications: this.outbox.forget(erasedIds, erasure.addressKeys).length };
  }

  async probe(): Promise<void> {
    if (this.failWith) throw this.failWith;
  }

  async close(): Promise<void> {}
}
