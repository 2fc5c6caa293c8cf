import type { DueNotification, Outbox, Outcome } from '../intake/outbox';

/** The first retry waits about this long; each next one twice as long, up to MAX_RETRY_MS. */
export const FIRST_RETRY_MS = 30_000;
export const MAX_RETRY_MS = 60 * 60 * 1000;
/** A notification still failing this long after its submission is a dead letter. */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60 * 1000;

/** What one delivery did: sent, or not to be sent (with why: no address, the daily cap, no webhook). */
export type Delivered = 'delivered' | { suppressed: string };
export type Deliver = (notification: DueNotification) => Promise<Delivered>;

interface Log {
  info(data: object, message: string): void;
  warn(data: object, message: string): void;
  error(data: object, message: string): void;
}

/**
 * The wait after the `attempts`-th failure: exponential from FIRST_RETRY_MS, capped at MAX_RETRY_MS, with ±25%
 * jitter so that notifications failed together by one outage do not all come back in the same second.
 */
export function retryDelay(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
  return Math.min(MAX_RETRY_MS, Math.round(base * (0.75 + random() * 0.5)));
}

/** An error as logs and the outbox keep it: its message, without any address in it (a server's 550 names one). */
export function describeError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message
    .replace(/[^\s<>"'@]+@[^\s<>"']+/g, '<address>')
    .replace(/\s+/g, ' ')
    .slice(0, 200);
}

export function failureOutcome(notification: DueNotification, error: unknown, now: number, random?: () => number): Outcome {
  const message = describeError(error);
  if (now - Date.parse(notification.createdAt) >= GIVE_UP_AFTER_MS) return { state: 'dead', error: message };
  return { state: 'retry', nextAttemptAt: now + retryDelay(notification.attempts + 1, random), error: message };
}

export interface DeliveryWorkerOptions {
  outbox: Outbox;
  deliver: Deliver;
  log: Log;
  /** Deliveries at once (default 8). */
  concurrency?: number;
  /** The longest the worker sleeps without looking at the outbox (default 5 s): other instances queue too. */
  pollMs?: number;
  now?: () => number;
  /**
   * Whether visitors are waiting for the intake's answer right now: then no new delivery starts, unless
   * the earliest due notification has waited MAX_DEFER_MS. A burst of submissions is answered first, and
   * its mail follows.
   */
  busy?: () => boolean;
}

/** The longest a due notification is held back while the intake is busy answering visitors. */
export const MAX_DEFER_MS = 30_000;
/** How often a worker held back by a busy intake looks again. */
const BUSY_NAP_MS = 50;

/**
 * Sends what the outbox owes, in the intake's process: up to `concurrency` at a time, each settled as
 * delivered, suppressed, to retry, or dead. Delivery is at least once: a crash between sending and settling
 * sends again after the restart, under the same Message-ID or Idempotency-Key.
 */
export class DeliveryWorker {
  private readonly outbox: Outbox;
  private readonly deliver: Deliver;
  private readonly log: Log;
  private readonly concurrency: number;
  private readonly pollMs: number;
  private readonly now: () => number;
  private readonly busy: () => boolean;
  private readonly inFlight = new Set<Promise<void>>();
  private running: Promise<void> | undefined;
  private stopped = false;
  private wake: (() => void) | undefined;

  constructor({ outbox, deliver, log, concurrency = 8, pollMs = 5_000, now = Date.now, busy = () => false }: DeliveryWorkerOptions) {
    this.busy = busy;
    this.outbox = outbox;
    this.deliver = deliver;
    this.log = log;
    this.concurrency = concurrency;
    this.pollMs = pollMs;
    this.now = now;
    outbox.onQueued(() => this.wake?.());
  }

  start(): void {
    this.stopped = false;
    this.running ??= this.loop();
  }

  /** Stops claiming, and waits for the deliveries under way to be settled. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.wake?.();
    await this.running;
    this.running = undefined;
    await Promise.allSettled([...this.inFlight]);
  }

  private async loop(): Promise<void> {
    while (!this.stopped) {
      if (this.busy()) {
        const next = await this.outbox.nextDueAt().catch(() => undefined);
        if (next !== undefined && this.now() - next < MAX_DEFER_MS) {
          await this.nap(BUSY_NAP_MS, false);
          continue;
        }
      }
      const room = this.concurrency - this.inFlight.size;
      let claimed = 0;
      if (room > 0) {
        try {
          const due = await this.outbox.claimDue(this.now(), room);
          claimed = due.length;
          for (const notification of due) this.track(notification);
        } catch (error) {
          this.log.error({ error: describeError(error) }, 'outbox: could not claim notifications');
        }
      }
      if (this.stopped) break;
      if (room > 0 && claimed === room) continue;
      // Wait for a delivery to end (room to claim), a new notification, or the next one due.
      let wait = this.pollMs;
      if (room > 0 && this.inFlight.size < this.concurrency) {
        const next = await this.outbox.nextDueAt().catch(() => undefined);
        if (next !== undefined) wait = Math.min(this.pollMs, Math.max(claimed === 0 ? 50 : 0, next - this.now()));
      }
      await this.nap(wait);
    }
  }

  /** Sleeps `ms`, or less when woken (`wakeable`): a new notification, a delivery ending, or stop. */
  private nap(ms: number, wakeable = true): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        if (this.wake === done) this.wake = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      // Held back by a busy intake, only stop ends the nap early: each new submission would wake it.
      this.wake = wakeable ? done : () => (this.stopped ? done() : undefined);
    });
  }

  private track(notification: DueNotification): void {
    const delivery = this.deliverOne(notification).finally(() => {
      this.inFlight.delete(delivery);
      this.wake?.();
    });
    this.inFlight.add(delivery);
  }

  private async deliverOne(notification: DueNotification): Promise<void> {
    let outcome: Outcome;
    try {
      const result = await this.deliver(notification);
      outcome = result === 'delivered' ? { state: 'delivered' } : { state: 'suppressed', reason: result.suppressed };
    } catch (error) {
      outcome = failureOutcome(notification, error, this.now());
    }
    const logged = { notification: notification.id, kind: notification.kind, attempts: notification.attempts, state: outcome.state };
    try {
      await this.outbox.settle(notification, outcome);
    } catch (error) {
      // Not recorded: it stays owed and is sent again, under the same id.
      this.log.error({ ...logged, error: describeError(error) }, 'outbox: could not record a delivery');
      return;
    }
    if (outcome.state === 'retry' || outcome.state === 'dead') this.log.warn({ ...logged, error: outcome.error }, 'notification failed');
    else this.log.info(outcome.state === 'suppressed' ? { ...logged, reason: outcome.reason } : logged, 'notification');
  }
}
