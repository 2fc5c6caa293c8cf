import { DAY_MS, notificationsOf, recordIdOf, REPLIES_PER_ADDRESS_A_DAY, type DueNotification, type Notification, type Outbox, type OutboxStats, type Outcome } from './outbox';
import type { Collection, IntakeRecord } from './store';

/**
 * How a notification's delivery ended, as the file store appends it to `outbox.jsonl`: ids, states and
 * times only, never what the visitor typed (the mail is made from the record when it is sent).
 */
export interface OutboxEvent {
  id: string;
  state: Outcome['state'];
  /** ISO 8601. */
  at: string;
  attempts?: number;
  nextAttemptAt?: number;
  /** A delivered reply: the hash of the address it went to, which the daily cap counts. */
  quotaKey?: string;
}

/**
 * The outbox of a store that lives in one process (the file store, the memory store): the notifications
 * still owed are held in memory, and every settled delivery is handed to `persist` (fsynced by the file
 * store) before it takes effect. After a restart `restore` rebuilds it from the records, which carry what
 * they owe, and the events.
 */
export class LocalOutbox implements Outbox {
  private readonly pending = new Map<string, DueNotification>();
  private readonly claimed = new Set<string>();
  private deadCount = 0;
  /** Replies counted against the daily cap, by address hash. */
  private readonly replies = new Map<string, Array<{ id: string; at: number }>>();
  private readonly quotaKeyOf = new Map<string, string>();
  /** Notifications whose record was erased while they were being delivered: their settle records nothing. */
  private readonly erasedInFlight = new Set<string>();
  private readonly listeners: Array<() => void> = [];

  constructor(
    private readonly persist: (event: OutboxEvent) => Promise<void>,
    /** Resolves once the outbox holds what was owed before this process started. */
    private readonly ready: () => Promise<void> = async () => {},
  ) {}

  /** A record is durable: what it owes is now due. */
  queue(collection: Collection, record: IntakeRecord): void {
    const notifications = notificationsOf(collection, record);
    for (const notification of notifications) {
      if (!this.pending.has(notification.id)) this.pending.set(notification.id, { ...notification, record });
    }
    if (notifications.length > 0) for (const listener of this.listeners) listener();
  }

  /** What was owed before a restart: the records' notifications, less those the events settled. */
  restore(records: Array<{ collection: Collection; record: IntakeRecord }>, events: OutboxEvent[], now = Date.now()): void {
    const last = new Map<string, OutboxEvent>();
    for (const event of events) {
      last.set(event.id, event);
      if (event.state === 'delivered' && event.quotaKey && now - Date.parse(event.at) < DAY_MS) this.countReply(event.quotaKey, event.id, Date.parse(event.at), false);
    }
    for (const { collection, record } of records) {
      for (const notification of notificationsOf(collection, record)) {
        const event = last.get(notification.id);
        if (event?.state === 'dead') this.deadCount += 1;
        if (event && event.state !== 'retry') continue;
        if (this.pending.has(notification.id)) continue;
        const retry = event ? { attempts: event.attempts ?? 0, nextAttemptAt: event.nextAttemptAt ?? now } : {};
        this.pending.set(notification.id, { ...notification, ...retry, record });
      }
    }
  }

  async claimDue(now: number, limit: number): Promise<DueNotification[]> {
    await this.ready();
    const due: DueNotification[] = [];
    for (const notification of this.pending.values()) {
      if (due.length >= limit) break;
      if (this.claimed.has(notification.id) || notification.nextAttemptAt > now) continue;
      this.claimed.add(notification.id);
      due.push(notification);
    }
    return due;
  }

  async settle(notification: Notification, outcome: Outcome): Promise<void> {
    if (this.erasedInFlight.delete(notification.id)) {
      // Erased while it was being delivered: no event names it, and it is owed no more.
      this.claimed.delete(notification.id);
      this.quotaKeyOf.delete(notification.id);
      return;
    }
    const quotaKey = outcome.state === 'delivered' ? this.quotaKeyOf.get(notification.id) : undefined;
    const event: OutboxEvent = { id: notification.id, state: outcome.state, at: new Date().toISOString(), ...(quotaKey ? { quotaKey } : {}) };
    if (outcome.state === 'retry') Object.assign(event, { attempts: notification.attempts + 1, nextAttemptAt: outcome.nextAttemptAt });
    try {
      await this.persist(event);
    } finally {
      this.claimed.delete(notification.id);
    }
    this.quotaKeyOf.delete(notification.id);
    const held = this.pending.get(notification.id);
    if (outcome.state === 'retry') {
      if (held) Object.assign(held, { attempts: notification.attempts + 1, nextAttemptAt: outcome.nextAttemptAt });
      return;
    }
    this.pending.delete(notification.id);
    if (outcome.state === 'dead') this.deadCount += 1;
  }

  /** How many notifications are being delivered right now. */
  get delivering(): number {
    return this.claimed.size;
  }

  async nextDueAt(): Promise<number | undefined> {
    await this.ready();
    let next: number | undefined;
    for (const notification of this.pending.values()) {
      if (this.claimed.has(notification.id)) continue;
      if (next === undefined || notification.nextAttemptAt < next) next = notification.nextAttemptAt;
    }
    return next;
  }

  async stats(): Promise<OutboxStats> {
    await this.ready();
    return { pending: this.pending.size, dead: this.deadCount };
  }

  async reserveReply(addressKey: string, notificationId: string, now: number): Promise<boolean> {
    const counted = (this.replies.get(addressKey) ?? []).filter((reply) => now - reply.at < DAY_MS);
    this.replies.set(addressKey, counted);
    if (counted.some((reply) => reply.id === notificationId)) return true;
    if (counted.length >= REPLIES_PER_ADDRESS_A_DAY) return false;
    this.countReply(addressKey, notificationId, now);
    return true;
  }

  /** Counts a reply against the cap; `settling`: it is about to be sent, so its settle records the key. */
  private countReply(addressKey: string, notificationId: string, at: number, settling = true): void {
    const counted = this.replies.get(addressKey) ?? [];
    if (!counted.some((reply) => reply.id === notificationId)) counted.push({ id: notificationId, at });
    this.replies.set(addressKey, counted);
    if (settling) this.quotaKeyOf.set(notificationId, addressKey);
  }

  /**
   * An erasure: the notifications of these records are no longer owed (one being delivered right now is
   * dropped when it settles), and the reply-cap counters of these addresses go. Answers the ids it dropped.
   */
  forget(recordIds: ReadonlySet<string>, addressKeys: readonly string[] = []): string[] {
    const dropped: string[] = [];
    for (const [id, notification] of this.pending) {
      if (!recordIds.has(notification.recordId)) continue;
      this.pending.delete(id);
      if (this.claimed.has(id)) this.erasedInFlight.add(id);
      dropped.push(id);
    }
    for (const key of addressKeys) this.replies.delete(key);
    for (const [id, key] of this.quotaKeyOf) if (addressKeys.includes(key) || recordIds.has(recordIdOf(id))) this.quotaKeyOf.delete(id);
    return dropped;
  }

  onQueued(listener: () => void): void {
    this.listeners.push(listener);
  }
}
