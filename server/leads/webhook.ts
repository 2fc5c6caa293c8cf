import { createHmac } from 'node:crypto';
import { site } from '../../content/site';
import type { DueNotification } from '../intake/outbox';
import { formOf } from './forms';
import { referenceOf } from './mail';

/** A receiver that has not answered within this long is tried again later. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

export interface WebhookConfig {
  url: string;
  secret: string;
  /** WEBHOOK_TIMEOUT_MS unless told (tests). */
  timeoutMs?: number;
}

/**
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, as Stripe signs its webhooks: the receiver recomputes
 * the HMAC over the raw body with the shared secret, compares in constant time, and refuses an old `t`.
 */
export function signatureHeader(secret: string, body: string, unixSeconds: number): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

/** The JSON the webhook carries: the submission, every field as stored, and where and when it came. */
export function webhookBody(notification: DueNotification): string {
  const { record, collection } = notification;
  return JSON.stringify({
    id: notification.id,
    type: 'submission.created',
    form: formOf(collection, record.payload),
    reference: referenceOf(notification),
    submission: { id: record.id, receivedAt: record.receivedAt, page: record.page ?? null, language: record.lang ?? 'en', fields: record.payload },
  });
}

/** Posts one notification: resolves on a 2xx answer, rejects on any other answer, a network error or the timeout. */
export async function sendWebhook(notification: DueNotification, { url, secret, timeoutMs = WEBHOOK_TIMEOUT_MS }: WebhookConfig, now = Date.now()): Promise<void> {
  const body = webhookBody(notification);
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Idempotency-Key': notification.id,
      'X-Signature': signatureHeader(secret, body, Math.floor(now / 1000)),
      'User-Agent': `${site.brand.toLowerCase()}-intake`,
    },
    body,
    redirect: 'error',
    signal: AbortSignal.timeout(timeoutMs),
  });
  // The body is not read: only the status counts, and an unread body would hold the connection.
  await response.body?.cancel();
  if (!response.ok) throw new Error(`webhook answered ${response.status}`);
}
