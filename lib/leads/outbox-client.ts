import { readAnswer, sendToIntake, sentFrom } from './client';
import { deliver, newEntry, type DeliveryReport, type OutboxEntry } from './outbox';
import { browserOutbox } from './outbox-store';

/**
 * The outbox as the pages use it: keep a submission that could not reach the intake, and deliver what is
 * kept. Part of every form's code (components/forms/use-submission.ts): when it is needed, the network is
 * what is missing, so it cannot be loaded then.
 */

/** Set while the outbox holds something: each page checks it (cheaply) before opening IndexedDB. */
export const OUTBOX_FLAG = 'outbox:pending';

/** The tag of the Background Sync that asks the service worker to deliver the outbox (worker/sw.ts). */
export const OUTBOX_SYNC_TAG = 'outbox';

export async function keepForLater(path: string, payload: unknown, submissionId: string): Promise<void> {
  await browserOutbox().put(newEntry(submissionId, path, payload, Date.now(), sentFrom()));
  localStorage.setItem(OUTBOX_FLAG, '1');
  // Where the browser has Background Sync, the service worker delivers it when the network returns, even
  // with the site closed; elsewhere the pages do (components/forms/outbox-delivery.tsx).
  const registration = 'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistration() : undefined;
  const sync = (registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined)?.sync;
  await sync?.register(OUTBOX_SYNC_TAG).catch(() => undefined);
}

/** Drops a kept submission that need not be sent any more (the visitor has sent it, or a corrected version, since). */
export async function forgetKept(submissionId: string): Promise<void> {
  await browserOutbox().delete(submissionId);
}

/**
 * The channel on which every delivery, a page's or the service worker's, tells the site's open pages what
 * it sent: a form still saying "saved on this device" then says it was sent (components/forms/use-submission.ts).
 */
const OUTBOX_CHANNEL = 'outbox-delivery';

export interface DeliveryNews {
  /** Each submission delivered, with the intake's answer to it (an order's reference number). */
  delivered: { id: string; answer?: Record<string, unknown> }[];
  /** Submissions the intake refused for good. */
  refused: string[];
}

function announce(news: DeliveryNews): void {
  if (typeof BroadcastChannel === 'undefined' || (news.delivered.length === 0 && news.refused.length === 0)) return;
  // A channel of its own: a page's other BroadcastChannel objects of the same name hear it, its own would not.
  const channel = new BroadcastChannel(OUTBOX_CHANNEL);
  channel.postMessage(news);
  channel.close();
}

/** Calls `listener` with each delivery's news, from this page, another tab or the service worker; returns the unsubscribe. */
export function onDeliveryNews(listener: (news: DeliveryNews) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(OUTBOX_CHANNEL);
  channel.onmessage = (event: MessageEvent<DeliveryNews>) => listener(event.data);
  return () => channel.close();
}

/** The Web Lock a delivery holds: one at a time across the site's tabs and its service worker. */
export const OUTBOX_LOCK = 'outbox-delivery';

/**
 * Deliver what is due; also what the service worker runs on a Background Sync. When the network returns,
 * the page's 'online' and the worker's sync start together: holding the lock, the second waits for the
 * first, then finds its deliveries gone from the outbox and sends none of them again. Without Web Locks
 * (old browsers) both may send, and the Idempotency-Key keeps the intake's copy single.
 */
export async function deliverKept(): Promise<DeliveryReport> {
  const answers = new Map<string, Record<string, unknown> | undefined>();
  async function send(entry: OutboxEntry): Promise<number> {
    const response = await sendToIntake(entry.path, entry.payload, entry.id, undefined, { lang: entry.lang, notice: entry.notice });
    if (response.ok) answers.set(entry.id, await readAnswer(response));
    return response.status;
  }
  const deliverDue = () => deliver(browserOutbox(), send, Date.now());
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  const report = locks ? await locks.request(OUTBOX_LOCK, deliverDue) : await deliverDue();
  announce({ delivered: report.delivered.map((id) => ({ id, answer: answers.get(id) })), refused: report.refused });
  return report;
}

export async function deliverOutbox(): Promise<DeliveryReport> {
  const report = await deliverKept();
  if (report.waiting === 0) localStorage.removeItem(OUTBOX_FLAG);
  return report;
}
