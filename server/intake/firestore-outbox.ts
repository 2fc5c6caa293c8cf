import type { Firestore } from 'firebase-admin/firestore';
import { DAY_MS, notificationId, REPLIES_PER_ADDRESS_A_DAY, type Delivery, type DueNotification, type Notification, type Outbox, type OutboxStats, type Outcome } from './outbox';
import type { IntakeRecord } from './store';

/**
 * The outbox in Firestore: `outbox/<notification id>`, created in the same batch as the record it belongs to,
 * and `replyQuota/<address hash>`, the replies an address got in the last day. Several instances of the intake
 * may deliver at once: a delivery takes a lease on its notification in a transaction, so no two instances send
 * it at the same time, and a lease left by a crashed instance runs out.
 */

export const OUTBOX_COLLECTION = 'outbox';
export const REPLY_QUOTA_COLLECTION = 'replyQuota';
/** How long a claimed notification is left to the instance that claimed it: beyond the webhook's and SMTP's timeouts. */
const LEASE_MS = 2 * 60 * 1000;
/** How many due documents one claim reads past those other instances hold. */
const CLAIM_LOOKAHEAD = 50;

/** An outbox document: the notification, its state, and the lease. */
export interface OutboxDocument extends Notification {
  state: 'pending' | Exclude<Outcome['state'], 'retry'>;
  leaseUntil: number;
  settledAt?: string;
  lastError?: string;
}

export function outboxDocument(notification: Notification): OutboxDocument {
  return { ...notification, state: 'pending', leaseUntil: 0 };
}

export class FirestoreOutbox implements Outbox {
  private readonly listeners: Array<() => void> = [];

  constructor(private readonly db: () => Promise<Firestore>) {}

  /** Tells the worker of this process that a record it stored owes notifications. */
  queued(): void {
    for (const listener of this.listeners) listener();
  }

  async claimDue(now: number, limit: number): Promise<DueNotification[]> {
    const db = await this.db();
    const due = await db
      .collection(OUTBOX_COLLECTION)
      .where('state', '==', 'pending')
      .where('nextAttemptAt', '<=', now)
      .orderBy('nextAttemptAt')
      .limit(limit + CLAIM_LOOKAHEAD)
      .get();
    const claimed: DueNotification[] = [];
    for (const candidate of due.docs) {
      if (claimed.length >= limit) break;
      if ((candidate.data() as OutboxDocument).leaseUntil > now) continue;
      const notification = await db.runTransaction(async (transaction) => {
        const current = await transaction.get(candidate.ref);
        const data = current.data() as OutboxDocument | undefined;
        if (!data || data.state !== 'pending' || data.leaseUntil > now) return undefined;
        transaction.update(candidate.ref, { leaseUntil: now + LEASE_MS });
        return data;
      });
      if (!notification) continue;
      const record = (await db.collection(notification.collection).doc(notification.recordId).get()).data() as IntakeRecord | undefined;
      // The record was erased: nothing is sent about it, and the notification goes with it.
      if (!record) {
        await candidate.ref.delete();
        continue;
      }
      const { id, kind, collection, recordId, createdAt, attempts, nextAttemptAt } = notification;
      claimed.push({ id, kind, collection, recordId, createdAt, attempts, nextAttemptAt, record });
    }
    return claimed;
  }

  async settle(notification: Notification, outcome: Outcome): Promise<void> {
    const db = await this.db();
    const ref = db.collection(OUTBOX_COLLECTION).doc(notification.id);
    if (outcome.state === 'retry') {
      await ref.update({ attempts: notification.attempts + 1, nextAttemptAt: outcome.nextAttemptAt, leaseUntil: 0, lastError: outcome.error });
      return;
    }
    await ref.update({ state: outcome.state, leaseUntil: 0, settledAt: new Date().toISOString(), ...(outcome.state === 'dead' ? { lastError: outcome.error } : {}) });
  }

  async nextDueAt(): Promise<number | undefined> {
    const db = await this.db();
    const next = await db.collection(OUTBOX_COLLECTION).where('state', '==', 'pending').orderBy('nextAttemptAt').limit(1).get();
    const first = next.docs[0]?.data() as OutboxDocument | undefined;
    return first === undefined ? undefined : Math.max(first.nextAttemptAt, first.leaseUntil);
  }

  async stats(): Promise<OutboxStats> {
    const db = await this.db();
    const count = async (state: OutboxDocument['state']) => (await db.collection(OUTBOX_COLLECTION).where('state', '==', state).count().get()).data().count;
    const [pending, dead] = await Promise.all([count('pending'), count('dead')]);
    return { pending, dead };
  }

  async reserveReply(addressKey: string, notificationId: string, now: number): Promise<boolean> {
    const db = await this.db();
    const ref = db.collection(REPLY_QUOTA_COLLECTION).doc(addressKey);
    return db.runTransaction(async (transaction) => {
      const stored = ((await transaction.get(ref)).data()?.replies ?? []) as Array<{ id: string; at: number }>;
      const counted = stored.filter((reply) => now - reply.at < DAY_MS);
      if (counted.some((reply) => reply.id === notificationId)) return true;
      if (counted.length >= REPLIES_PER_ADDRESS_A_DAY) return false;
      transaction.set(ref, { replies: [...counted, { id: notificationId, at: now }] });
      return true;
    });
  }

  async deliveriesOf(records: readonly IntakeRecord[]): Promise<Map<string, Delivery>> {
    const db = await this.db();
    const refs = records.flatMap((record) => (record.owes ?? []).map((kind) => db.collection(OUTBOX_COLLECTION).doc(notificationId(record.id, kind))));
    const deliveries = new Map<string, Delivery>();
    for (let start = 0; start < refs.length; start += 300) {
      for (const doc of await db.getAll(...refs.slice(start, start + 300))) {
        const data = doc.data() as OutboxDocument | undefined;
        if (!data) continue;
        deliveries.set(doc.id, { kind: data.kind, state: data.state, attempts: data.attempts, ...(data.state === 'pending' ? { nextAttemptAt: data.nextAttemptAt } : {}) });
      }
    }
    return deliveries;
  }

  onQueued(listener: () => void): void {
    this.listeners.push(listener);
  }
}
