import type { Lang } from '../../lib/i18n';

/** A stored submission and the collections it goes to: what the stores and the outbox both speak of. */

export const COLLECTIONS = ['leads', 'feedback', 'orders', 'vitals'] as const;
export type Collection = (typeof COLLECTIONS)[number];

/**
 * One accepted submission: a random id (or its Idempotency-Key), the time it arrived, the validated payload,
 * where it came from, and the notifications it owes. No client address or user agent.
 */
export interface IntakeRecord {
  id: string;
  /** ISO 8601, UTC. */
  receivedAt: string;
  payload: Record<string, unknown>;
  /** The page's path it was sent from, when known (the payload's `page`, else the same-site Referer). */
  page?: string;
  /** The language of that page: the visitor's reply is written in it. */
  lang?: Lang;
  /** The version of the privacy notice its form showed (content/privacy-notice.ts). */
  notice?: string;
  /** The notifications it owes, stored with it in one durable write (outbox.ts). */
  owes?: NotificationKind[];
}

export const NOTIFICATION_KINDS = ['team', 'reply', 'webhook'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Which records one erasure takes. */
export interface Erasure {
  collections: readonly Collection[];
  /** Every record received before this instant (ISO 8601). */
  receivedBefore?: string;
  /** Every record this picks. */
  about?: (record: IntakeRecord) => boolean;
  /** The reply-cap counters of these address hashes go too (server/leads/notifier.ts, `addressKey`). */
  addressKeys?: readonly string[];
}

/** What an erasure removed: counts only. */
export interface Erased {
  records: number;
  notifications: number;
}
