import type { Collection, IntakeRecord, NotificationKind } from './record';

export { NOTIFICATION_KINDS, type NotificationKind } from './record';

/**
 * The notifications a stored submission owes (a mail to the team, a reply to the visitor, the webhook), kept
 * by the store in the same durable step as the record itself, so an acknowledged submission can never lose
 * them. A delivery worker (server/leads/delivery.ts) sends each one and settles it.
 *
 * A notification's id is `<record id>.<kind>`: stable across retries and restarts, so the mail's Message-ID
 * and the webhook's Idempotency-Key let a receiver drop a repeat.
 */

export interface Notification {
  /** `<record id>.<kind>`. */
  id: string;
  kind: NotificationKind;
  collection: Collection;
  recordId: string;
  /** When the submission arrived (ISO 8601): the 24 hours of retries count from it. */
  createdAt: string;
  /** Failed tries so far. */
  attempts: number;
  /** Not tried before this time (ms since the epoch). */
  nextAttemptAt: number;
}

/** A notification taken for delivery, with the record it is about. */
export interface DueNotification extends Notification {
  record: IntakeRecord;
}

/** How a delivery ended: sent; not to be sent (no address, the daily cap); to try again; given up. */
export type Outcome =
  { state: 'delivered' } | { state: 'suppressed'; reason: string } | { state: 'retry'; nextAttemptAt: number; error: string } | { state: 'dead'; error: string };

export interface OutboxStats {
  /** Owed and not yet delivered (retries included). */
  pending: number;
  /** Given up after 24 hours of failed tries. */
  dead: number;
}

/** Where one notification stands, as the staff see it. */
export interface Delivery {
  kind: NotificationKind;
  /** `pending` includes a notification waiting for its next try after a failure. */
  state: 'pending' | 'delivered' | 'suppressed' | 'dead';
  /** Failed tries so far. */
  attempts: number;
  /** A pending one: not tried before this time (ms since the epoch). */
  nextAttemptAt?: number;
}

export interface Outbox {
  /** Where each notification the records owe stands, by notification id. */
  deliveriesOf(records: readonly IntakeRecord[]): Promise<Map<string, Delivery>>;
  /**
   * Takes up to `limit` notifications due at `now` for delivery: none is handed out twice while its
   * delivery runs (in Firestore, a lease every instance respects).
   */
  claimDue(now: number, limit: number): Promise<DueNotification[]>;
  /** Records how a claimed notification's delivery ended, durably, before the next claim can see it. */
  settle(notification: Notification, outcome: Outcome): Promise<void>;
  /** When the earliest pending notification is due (ms), or undefined when none is pending. */
  nextDueAt(): Promise<number | undefined>;
  stats(): Promise<OutboxStats>;
  /**
   * Counts a reply to one address (by `addressKey`, a hash of it) against the cap of replies a day: true
   * when `notificationId` may be sent, which a retry of a reply already counted always may.
   */
  reserveReply(addressKey: string, notificationId: string, now: number): Promise<boolean>;
  /** Called whenever a new notification is queued in this process, so the worker need not wait for its poll. */
  onQueued(listener: () => void): void;
}

/** At most this many replies go to one address in any 24 hours: the forms must not become a way to mail-bomb someone. */
export const REPLIES_PER_ADDRESS_A_DAY = 3;
export const DAY_MS = 24 * 60 * 60 * 1000;

export function notificationId(recordId: string, kind: NotificationKind): string {
  return `${recordId}.${kind}`;
}

/** The record a notification is about: its id less the `.<kind>`. */
export function recordIdOf(notificationId: string): string {
  return notificationId.slice(0, notificationId.lastIndexOf('.'));
}

/** The notifications a record owes, fresh: due at once. */
export function notificationsOf(collection: Collection, record: IntakeRecord): Notification[] {
  return (record.owes ?? []).map((kind) => ({
    id: notificationId(record.id, kind),
    kind,
    collection,
    recordId: record.id,
    createdAt: record.receivedAt,
    attempts: 0,
    nextAttemptAt: Date.parse(record.receivedAt),
  }));
}
