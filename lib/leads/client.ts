import { NOTICE_VERSION } from '@/content/privacy-notice';
import { IDEMPOTENCY_HEADER, NOTICE_HEADER } from './api';

/**
 * Sending a form to the intake service. The API host is configurable (NEXT_PUBLIC_API_HOST, inlined at
 * build); by default the site's own origin, where `npm start` serves the API beside the pages.
 */
export const API_HOST = (process.env.NEXT_PUBLIC_API_HOST ?? '').replace(/\/$/, '');

export class SubmitError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'SubmitError';
  }
}

/**
 * How long a form waits for the intake's answer. On a stalled connection the browser would wait minutes,
 * with the form 'Submitting...' and its modal unclosable; past this the submission counts as not reached
 * (kept on the device for later, and the failure alert), and its Idempotency-Key keeps a late copy single.
 */
export const SUBMIT_TIMEOUT_MS = 20_000;

/** What a submission says about the page it was sent from: its language (the reply is written in it) and the privacy notice it showed. */
export interface SentFrom {
  lang?: string;
  notice?: string;
}

/** The page this script runs on: its `lang`, and the version of the notice its forms show (this build's). */
export function sentFrom(): SentFrom {
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang || undefined;
  return { ...(lang ? { lang } : {}), notice: NOTICE_VERSION };
}

/**
 * The one POST to the intake, for a form and for the outbox's later tries: JSON, with the submission's id as
 * its Idempotency-Key, the page's language as its Content-Language (a header that needs no preflight) and
 * the notice's version as its Notice-Version.
 */
export function sendToIntake(path: string, payload: unknown, submissionId?: string, signal?: AbortSignal, from: SentFrom = sentFrom()): Promise<Response> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    ...(submissionId ? { [IDEMPOTENCY_HEADER]: submissionId } : {}),
    ...(from.lang ? { 'Content-Language': from.lang } : {}),
    ...(from.notice ? { [NOTICE_HEADER]: from.notice } : {}),
  };
  return fetch(`${API_HOST}${path}`, { method: 'POST', headers, body: JSON.stringify(payload), signal });
}

/** A signal that aborts after `ms` (none on browsers older than AbortSignal.timeout, which then wait as before). */
function timeoutSignal(ms: number): AbortSignal | undefined {
  return typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(ms) : undefined;
}

/**
 * POST JSON; resolves with the answer's JSON (if any) on a 2xx answer, rejects with a SubmitError on any
 * other answer, a network error or no answer within `timeoutMs`. `submissionId` goes as the
 * Idempotency-Key: sent again with the same id, the submission is kept once.
 */
export async function postJson(path: string, payload: unknown, submissionId?: string, timeoutMs = SUBMIT_TIMEOUT_MS): Promise<Record<string, unknown> | undefined> {
  let response: Response;
  try {
    response = await sendToIntake(path, payload, submissionId, timeoutSignal(timeoutMs));
  } catch (error) {
    throw new SubmitError(error instanceof Error ? error.message : 'Network error');
  }
  if (!response.ok) {
    // A non-OK answer's text is read (for the console), then the failure alert is shown.
    const text = await response.text().catch(() => '');
    throw new SubmitError(text || response.statusText, response.status);
  }
  return readAnswer(response);
}

/** The intake's JSON answer to an accepted submission (an order's reference number), if it gave one. */
export async function readAnswer(response: Response): Promise<Record<string, unknown> | undefined> {
  try {
    const text = await response.text();
    return text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A new submission's id (a version 4 UUID). `crypto.randomUUID` exists only on secure pages (https and
 * localhost); the site opened over plain http (a phone on the office network) still gets a random id.
 */
export function newSubmissionId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Whether a submission failed because the intake could not be reached (offline, a dropped connection), not because it refused. */
export function isUnreachable(error: unknown): boolean {
  return error instanceof SubmitError && error.status === undefined;
}

/** Fire-and-forget for analytics (web-vitals): a beacon survives the page being closed. */
export function beacon(path: string, payload: unknown): void {
  const body = JSON.stringify(payload);
  const url = `${API_HOST}${path}`;
  if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, new Blob([body], { type: 'application/json' }))) return;
  void fetch(url, { method: 'POST', body, headers: { 'Content-Type': 'application/json' }, keepalive: true }).catch(() => {});
}
