import { DAY_MS } from './outbox';
import { addressKey } from '../leads/notifier';
import type { Collection, Erased, Erasure, IntakeRecord } from './record';
import type { LeadStore } from './store';

export type { Erased, Erasure } from './record';

/**
 * Erasing what the intake keeps about people: every record about one person, on request
 * (`npm run leads:erase`), and every record past its retention period, by a daily job. A store erases the
 * records, the notifications they still owe or have settled, and the reply-cap counter of the address, so
 * nothing about the person stays, not even a hash of their address. What is logged is when, and how many:
 * never what the records held.
 */

/** The collections that hold what visitors typed into the forms. */
export const FORM_COLLECTIONS: readonly Collection[] = ['leads', 'feedback', 'orders'];

/** Web-vitals measurements identify no one; the privacy policy keeps them 90 days. */
export const VITALS_RETENTION_DAYS = 90;

export function isErased(erasure: Erasure, record: IntakeRecord): boolean {
  if (erasure.receivedBefore !== undefined && record.receivedAt < erasure.receivedBefore) return true;
  return erasure.about?.(record) ?? false;
}

/** The person an erasure request names: by the email or the phone they typed (or both). */
export interface Person {
  email?: string;
  phone?: string;
}

/** A phone as a number to compare: its last ten digits, so "+91 98765 43210", "098765 43210" and "9876543210" are one. */
export function phoneKey(phone: string): string {
  return phone.replace(/\D/g, '').slice(-10);
}

/** Any text the visitor typed into a record (a message may repeat their address). */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}

/**
 * Whether a record is about the person: its email or phone field is theirs, or any text in it carries their
 * email or their phone's digits, so a message that names them goes too.
 */
export function aboutPerson({ email, phone }: Person): (record: IntakeRecord) => boolean {
  const address = email?.trim().toLowerCase() || undefined;
  const number = phone ? phoneKey(phone) : undefined;
  if (!address && (!number || number.length < 6)) throw new Error('An erasure names an email, or a phone of at least 6 digits');
  return (record) => {
    const texts = textsOf(record.payload);
    if (address && texts.some((text) => text.toLowerCase().includes(address))) return true;
    if (number && number.length >= 6) {
      if (typeof record.payload.phone === 'string' && phoneKey(record.payload.phone) === number) return true;
      return texts.some((text) => text.replace(/\D/g, '').includes(number));
    }
    return false;
  };
}

/** Erases what is past its time: the forms' records after `retentionDays`, the vitals after 90 days. */
export async function eraseExpired(store: LeadStore, retentionDays: number, now = Date.now()): Promise<Erased> {
  const before = (days: number) => new Date(now - days * DAY_MS).toISOString();
  const forms = await store.erase({ collections: FORM_COLLECTIONS, receivedBefore: before(retentionDays) });
  const vitals = await store.erase({ collections: ['vitals'], receivedBefore: before(Math.min(VITALS_RETENTION_DAYS, retentionDays)) });
  return { records: forms.records + vitals.records, notifications: forms.notifications + vitals.notifications };
}

interface Log {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

/**
 * The retention job, in the intake: once a minute after the start (so a restart never skips a day), then
 * every 24 hours. Its log line gives the counts.
 */
export class RetentionJob {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly store: LeadStore,
    private readonly retentionDays: number,
    private readonly log: Log,
    private readonly firstRunMs = 60_000,
  ) {}

  start(): void {
    this.schedule(this.firstRunMs);
  }

  private schedule(ms: number): void {
    this.timer = setTimeout(() => {
      this.running = this.runOnce().finally(() => {
        this.running = undefined;
        if (this.timer) this.schedule(DAY_MS);
      });
    }, ms);
    this.timer.unref();
  }

  async runOnce(now = Date.now()): Promise<void> {
    try {
      const erased = await eraseExpired(this.store, this.retentionDays, now);
      this.log.info({ retentionDays: this.retentionDays, ...erased }, 'retention: records past their time erased');
    } catch (error) {
      this.log.error({ error: (error as Error).message }, 'retention: erasure failed, tried again tomorrow');
    }
  }

  async stop(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }
}

/**
 * Erases everything about one person: every record that names their email or phone, its notifications, and
 * the reply-cap counters of every address those records gave (asked by phone, their email is found too).
 */
export async function erasePerson(store: LeadStore, person: Person): Promise<Erased> {
  const about = aboutPerson(person);
  const emails = new Set<string>(person.email ? [person.email] : []);
  for (const collection of FORM_COLLECTIONS) {
    for (const record of await store.list(collection)) if (about(record) && typeof record.payload.email === 'string' && record.payload.email) emails.add(record.payload.email);
  }
  return store.erase({ collections: FORM_COLLECTIONS, about, addressKeys: [...emails].map(addressKey) });
}
