import type { DueNotification } from '../intake/outbox';

/** A mail as the notifier hands it to the transport: every header value is one line of plain text. */
export interface Mail {
  from: string;
  to: string[];
  replyTo?: { name: string; address: string };
  subject: string;
  text: string;
  html?: string;
  /** `<record id.kind@domain>`: the same on every try, so a receiver can drop a repeat. */
  messageId: string;
}

/**
 * Text for a header: what a visitor typed may hold CR, LF or other control characters, and in a header those
 * would start a header of their own. Here they are data: each run becomes one space.
 */
export function oneLine(value: string): string {
  return value
    .replace(/[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g, ' ')
    .trim()
    .slice(0, 300);
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const IST = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true });

/** "6 Dec 2026, 10:42 pm IST": the team reads times in India's one time zone. */
export function inIst(iso: string): string {
  return `${IST.format(new Date(iso))} IST`;
}

/** The mail's Message-ID: stable per notification. */
export function messageIdOf(notification: Pick<DueNotification, 'id'>, domain: string): string {
  return `<${notification.id}@${domain}>`;
}

/** The domain of an address ("leads.example.in" of "Desk <no-reply@leads.example.in>"). */
export function domainOf(address: string): string {
  return /@([^>\s]+)>?\s*$/.exec(address)?.[1] ?? 'localhost';
}

/**
 * A submission's reference, as the visitor and the team quote it: an order's own reference, else the first
 * 8 characters of the record id, in capitals.
 */
export function referenceOf(notification: Pick<DueNotification, 'record'>): string {
  const reference = notification.record.payload.reference;
  return typeof reference === 'string'
    ? reference
    : notification.record.id
        .replace(/[^A-Za-z0-9]/g, '')
        .slice(0, 8)
        .toUpperCase();
}
