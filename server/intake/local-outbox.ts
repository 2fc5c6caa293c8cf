import {
  DAY_MS,
  notificationId,
  notificationsOf,
  recordIdOf,
  REPLIES_PER_ADDRESS_A_DAY,
  type Delivery,
  type DueNotification,
  type Notification,
  type Outbox,
  type OutboxStats,
  type Outcome,
} from './outbox';
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

/** Notifications by when they are due, earliest first: a binary heap, so a claim costs log n however many wait. */
class DueQueue {
  private readonly heap: Array<{ id: string; at: number }> = [];

  push(id: string, at: number): void {
    const heap = this.heap;
    heap.push({ id, at });
    let child = heap.length - 1;
    while (child > 0) {
      const parent = (child - 1) >> 1;
      if (heap[parent]!.at <= heap[child]!.at) break;
      [heap[parent], heap[child]] = [heap[child]!, heap[parent]!];
      child = parent;
    }
  }

  peek(): { id: string; at: number } | undefined {
    return this.heap[0];
  }

  pop(): { id: string; at: number } | undefined {
    const heap = this.heap;
    const top = heap[0];
    const last = heap.pop();
    if (heap.length === 0 || !last) return top;
    heap[0] = last;
    let parent = 0;
    for (;;) {
      const left = 2 * parent + 1;
      const right = left + 1;
      let smallest = parent;
      if (left < heap.length && heap[left]!.at < heap[smallest]!.at) smallest = left;
      if (right < heap.length && heap[right]!.at < heap[smallest]!.at) smallest = right;
      if (smallest === parent) return top;
      [heap[parent], heap[smallest]] = [heap[smallest]!, heap[parent]!];
      parent = smallest;
    }
  }
}

const SETTLED_STATES = ['delivered', 'suppressed', 'dead'] as const;
const settledCode = (state: (typeof SETTLED_STATES)[number], attempts: number) => attempts * 4 + SETTLED_STATES.indexOf(state);

/**
 * The outbox of a store that lives in one process (the file store, the memory store): the notifications
 * still owed are held in memory, and every settled delivery is handed to `persist` (fsynced by the file
 * store) before it takes effect. After a restart `restore` rebuilds it from the records, which carry what
 * they owe, and the events.
 */
export class LocalOutbox implements Outbox {
  /**
   * Records stored since the worker last looked, with what they owe not yet expanded. Queuing one is one
   * push while a burst is answered (the record is held by the store's recent window anyway): the
   * notifications, the map and the heap are made when the worker claims, after the burst.
   */
  private fresh: Array<{ collection: Collection; record: IntakeRecord }> = [];
  /** How many notifications the fresh records owe, and the earliest of their due times. */
  private freshOwed = 0;
  private freshEarliest = Infinity;
  private readonly pending = new Map<string, DueNotification>();
  private readonly claimed = new Set<string>();
  /**
   * The unclaimed pending notifications by due time. An entry whose notification was since claimed, settled,
   * erased or moved to another time is stale, and skipped when it comes up.
   */
  private readonly due = new DueQueue();
  private deadCount = 0;
  /**
   * How each settled notification ended, for the staff's view of a lead: `attempts × 4 + ` its index in
   * SETTLED_STATES, a small integer, so that many thousands cost the collector no object each.
   */
  private readonly settled = new Map<string, number>();
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
    const owed = record.owes?.length ?? 0;
    if (owed === 0) return;
    this.fresh.push({ collection, record });
    this.freshOwed += owed;
    this.freshEarliest = Math.min(this.freshEarliest, Date.parse(record.receivedAt));
    for (const listener of this.listeners) listener();
  }

  /** The fresh records' notifications join the pending ones. */
  private admitFresh(): void {
    if (this.fresh.length === 0) return;
    const fresh = this.fresh;
    this.fresh = [];
    this.freshOwed = 0;
    this.freshEarliest = Infinity;
    for (const { collection, record } of fresh) {
      for (const notification of notificationsOf(collection, record)) {
        if (this.pending.has(notification.id)) continue;
        this.pending.set(notification.id, { ...notification, record });
        this.due.push(notification.id, notification.nextAttemptAt);
      }
    }
  }

  /** What was owed before a restart: the records' notifications, less those the events settled. */
  restore(records: Array<{ collection: Collection; record: IntakeRecord }>, events: OutboxEvent[], now = Date.now()): void {
    const last = new Map<string, OutboxEvent>();
    for (const event of events) {
      last.set(event.id, event);
      if (event.state === 'retry') this.settled.delete(event.id);
      else this.settled.set(event.id, settledCode(event.state, event.attempts ?? 0));
      if (event.state === 'delivered' && event.quotaKey && now - Date.parse(event.at) < DAY_MS) this.countReply(event.quotaKey, event.id, Date.parse(event.at), false);
    }
    for (const { collection, record } of records) {
      for (const notification of notificationsOf(collection, record)) {
        const event = last.get(notification.id);
        if (event?.state === 'dead') this.deadCount += 1;
        if (event && event.state !== 'retry') continue;
        if (this.pending.has(notification.id)) continue;
        const retry = event ? { attempts: event.attempts ?? 0, nextAttemptAt: event.nextAttemptAt ?? now } : {};
        const owed = { ...notification, ...retry, record };
        this.pending.set(notification.id, owed);
        this.due.push(owed.id, owed.nextAttemptAt);
      }
    }
  }

  async claimDue(now: number, limit: number): Promise<DueNotification[]> {
    await this.ready();
    this.admitFresh();
    const due: DueNotification[] = [];
    while (due.length < limit) {
      const next = this.firstDue();
      if (!next || next.nextAttemptAt > now) break;
      this.due.pop();
      this.claimed.add(next.id);
      due.push(next);
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
    if (outcome.state === 'dead') event.attempts = notification.attempts + 1;
    try {
      await this.persist(event);
    } catch (error) {
      // Not recorded: it stays owed as it was, and is tried again.
      this.claimed.delete(notification.id);
      const held = this.pending.get(notification.id);
      if (held) this.due.push(held.id, held.nextAttemptAt);
      throw error;
    }
    this.claimed.delete(notification.id);
    this.quotaKeyOf.delete(notification.id);
    const held = this.pending.get(notification.id);
    if (outcome.state === 'retry') {
      if (held) {
        Object.assign(held, { attempts: notification.attempts + 1, nextAttemptAt: outcome.nextAttemptAt });
        this.due.push(held.id, held.nextAttemptAt);
      }
      return;
    }
    this.pending.delete(notification.id);
    this.settled.set(notification.id, settledCode(outcome.state, notification.attempts + (outcome.state === 'dead' ? 1 : 0)));
    if (outcome.state === 'dead') this.deadCount += 1;
  }

  /** How many notifications are being delivered right now. */
  get delivering(): number {
    return this.claimed.size;
  }

  async nextDueAt(): Promise<number | undefined> {
    await this.ready();
    const earliest = Math.min(this.firstDue()?.nextAttemptAt ?? Infinity, this.freshEarliest);
    return earliest === Infinity ? undefined : earliest;
  }

  /** The earliest unclaimed pending notification, once the stale entries before it are dropped. */
  private firstDue(): DueNotification | undefined {
    for (let top = this.due.peek(); top; top = this.due.peek()) {
      const held = this.pending.get(top.id);
      if (held && !this.claimed.has(top.id) && held.nextAttemptAt === top.at) return held;
      this.due.pop();
    }
    return undefined;
  }

  async deliveriesOf(records: readonly IntakeRecord[]): Promise<Map<string, Delivery>> {
    await this.ready();
    const deliveries = new Map<string, Delivery>();
    for (const record of records) {
      for (const kind of record.owes ?? []) {
        const id = notificationId(record.id, kind);
        const held = this.pending.get(id);
        const settled = this.settled.get(id);
        if (held) deliveries.set(id, { kind, state: 'pending', attempts: held.attempts, nextAttemptAt: held.nextAttemptAt });
        else if (settled !== undefined) deliveries.set(id, { kind, state: SETTLED_STATES[settled % 4]!, attempts: Math.floor(settled / 4) });
        // Neither: fresh, not yet made into a pending notification.
        else deliveries.set(id, { kind, state: 'pending', attempts: 0, nextAttemptAt: Date.parse(record.receivedAt) });
      }
    }
    return deliveries;
  }

  async stats(): Promise<OutboxStats> {
    await this.ready();
    return { pending: this.pending.size + this.freshOwed, dead: this.deadCount };
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
    this.admitFresh();
    const dropped: string[] = [];
    for (const id of this.settled.keys()) if (recordIds.has(recordIdOf(id))) this.settled.delete(id);
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
