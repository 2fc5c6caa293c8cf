import type { SentFrom } from './client';

/**
 * The outbox: submissions made while the intake could not be reached, kept on the device (IndexedDB,
 * lib/leads/outbox-store.ts) and sent when the network returns, oldest first. Each keeps the id it got when
 * the visitor submitted, sent as its Idempotency-Key, so however often a delivery is tried (two tabs, a
 * retry after a lost answer) the intake stores it once.
 *
 * Pure rules over a store interface, so they are tested without a browser.
 */

export interface OutboxEntry {
  /** The submission's id and Idempotency-Key (a UUID made at submit). */
  id: string;
  /** The intake path it posts to ("/api/contact/send"). */
  path: string;
  payload: unknown;
  /** When the visitor submitted (ms since the epoch): entries are sent in this order. */
  createdAt: number;
  /** Failed deliveries so far. */
  attempts: number;
  /** Not tried again before this time (ms since the epoch). */
  notBefore: number;
  /** The language of the page it was sent from, for the reply the visitor gets (absent in entries kept before it was). */
  lang?: string;
  /** The version of the privacy notice that page showed (absent in entries kept before it was). */
  notice?: string;
}

export interface OutboxStore {
  all(): Promise<OutboxEntry[]>;
  put(entry: OutboxEntry): Promise<void>;
  delete(id: string): Promise<void>;
}

/** What one delivery attempt learnt: delivered, refused for good (a 4xx other than 408 and 429), or to try again. */
export type DeliveryResult = 'delivered' | 'refused' | 'retry';

/** Sends one entry: resolves with the HTTP status, or rejects when the intake could not be reached. */
export type Send = (entry: OutboxEntry) => Promise<number>;

/** The first retry waits this long; each further one twice as long, up to MAX_BACKOFF_MS. */
export const FIRST_BACKOFF_MS = 15_000;
export const MAX_BACKOFF_MS = 60 * 60 * 1000;
/** A submission still not delivered after this long is given up (it would be stale news to the team). */
export const OUTBOX_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export function backoff(attempts: number): number {
  return Math.min(FIRST_BACKOFF_MS * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
}

export function resultOf(status: number): DeliveryResult {
  if (status >= 200 && status < 300) return 'delivered';
  // Too early, too many: the request may succeed later. Any other 4xx will not change by retrying.
  if (status === 408 || status === 429 || status >= 500) return 'retry';
  return 'refused';
}

export function newEntry(id: string, path: string, payload: unknown, now: number, from: SentFrom = {}): OutboxEntry {
  return { id, path, payload, createdAt: now, attempts: 0, notBefore: now, ...from };
}

export interface DeliveryReport {
  delivered: string[];
  refused: string[];
  waiting: number;
}

/**
 * Try every entry that is due, oldest first. A delivered or refused entry leaves the outbox; one that
 * failed waits longer each time. An unreachable intake stops the round: the next entries would fail too.
 */
export async function deliver(store: OutboxStore, send: Send, now: number): Promise<DeliveryReport> {
  const report: DeliveryReport = { delivered: [], refused: [], waiting: 0 };
  const entries = (await store.all()).sort((a, b) => a.createdAt - b.createdAt);
  let reachable = true;
  for (const entry of entries) {
    if (now - entry.createdAt > OUTBOX_MAX_AGE_MS) {
      await store.delete(entry.id);
      report.refused.push(entry.id);
      continue;
    }
    if (!reachable || entry.notBefore > now) {
      report.waiting += 1;
      continue;
    }
    let result: DeliveryResult;
    try {
      result = resultOf(await send(entry));
    } catch {
      reachable = false;
      result = 'retry';
    }
    if (result === 'retry') {
      const attempts = entry.attempts + 1;
      await store.put({ ...entry, attempts, notBefore: now + backoff(attempts) });
      report.waiting += 1;
    } else {
      await store.delete(entry.id);
      report[result].push(entry.id);
    }
  }
  return report;
}

/** An outbox in memory: for tests, and where IndexedDB is missing (the queue then lasts as long as the page). */
export class MemoryOutbox implements OutboxStore {
  private readonly entries = new Map<string, OutboxEntry>();
  async all(): Promise<OutboxEntry[]> {
    return [...this.entries.values()].map((entry) => ({ ...entry }));
  }
  async put(entry: OutboxEntry): Promise<void> {
    this.entries.set(entry.id, { ...entry });
  }
  async delete(id: string): Promise<void> {
    this.entries.delete(id);
  }
}
