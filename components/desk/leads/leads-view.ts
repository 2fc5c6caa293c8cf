import { formatInr } from '@/lib/format';

/**
 * What the sales inbox shows of the staff API's leads, as pure functions: the query a filter makes, times in
 * IST, the wording of a notification's state, the order on screen. The shapes mirror what
 * server/staff/routes.ts answers; the desk is a client bundle, so it restates them rather than import
 * server code (leads-view.test.ts holds the lists to the server's own).
 */

/** The forms a lead can come from: server/leads/forms.ts `FORMS`. */
export const LEAD_FORMS = ['brochure', 'contact', 'order', 'feedback'] as const;
export type LeadForm = (typeof LEAD_FORMS)[number];

/** A lead's follow-up status: server/intake/follow-up.ts `LEAD_STATUSES`. */
export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** Where a notification stands: server/intake/outbox.ts `Delivery['state']`. */
export const DELIVERY_STATES = ['pending', 'delivered', 'suppressed', 'dead'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** The notifications a lead can owe: server/intake/record.ts `NOTIFICATION_KINDS`. */
export const NOTIFICATION_KINDS = ['team', 'reply', 'webhook'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const FORM_LABELS: Record<LeadForm, string> = { brochure: 'Brochure request', contact: 'Contact message', order: 'Order enquiry', feedback: 'Feedback' };
export const STATUS_LABELS: Record<LeadStatus, string> = { new: 'New', contacted: 'Contacted', qualified: 'Qualified', won: 'Won', lost: 'Lost' };
export const DELIVERY_FILTER_LABELS: Record<DeliveryState, string> = { pending: 'Pending', delivered: 'Delivered', suppressed: 'Suppressed', dead: 'Dead letters' };
export const KIND_LABELS: Record<NotificationKind, string> = { team: 'Team mail', reply: 'Reply to the visitor', webhook: 'Webhook' };

export interface LeadNote {
  at: string;
  by: string;
  text: string;
}

export interface LeadFollowUp {
  status: LeadStatus;
  assignee: string | null;
  notes: LeadNote[];
  updatedAt?: string;
  updatedBy?: string;
}

export interface LeadDelivery {
  kind: NotificationKind;
  state: DeliveryState;
  /** Failed tries so far. */
  attempts: number;
  /** A pending one: not tried before this time (ms since the epoch). */
  nextAttemptAt?: number;
}

/** One lead of `GET /api/staff/leads`. */
export interface Lead {
  id: string;
  /** Absent only for a record of no form (the API leaves it out of the JSON). */
  form?: LeadForm;
  reference: string;
  receivedAt: string;
  receivedIst: string;
  page?: string;
  lang?: string;
  /** The submission as the visitor sent it (an order as the intake priced it). */
  payload: Record<string, unknown>;
  followUp: LeadFollowUp;
  deliveries: LeadDelivery[];
}

/** The filter bar's values: '' is "All" (or no date, no sector). */
export interface LeadFilters {
  form: LeadForm | '';
  since: string;
  sector: string;
  status: LeadStatus | '';
  delivery: DeliveryState | '';
}

export const NO_FILTERS: LeadFilters = { form: '', since: '', sector: '', status: '', delivery: '' };

/** The filters as the API's query string ("?form=order&status=new"), only those set; '' when none is. */
export function leadsQuery(filters: LeadFilters): string {
  const params = new URLSearchParams();
  if (filters.form) params.set('form', filters.form);
  if (filters.since) params.set('since', filters.since);
  // The API trims the sector and refuses an empty one: spaces alone are no filter.
  const sector = filters.sector.trim();
  if (sector) params.set('sector', sector);
  if (filters.status) params.set('status', filters.status);
  if (filters.delivery) params.set('delivery', filters.delivery);
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function hasFilters(filters: LeadFilters): boolean {
  return leadsQuery(filters) !== '';
}

// The same wording as the team's mail (server/leads/mail.ts `inIst`), so a time reads alike everywhere.
const IST = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true });

/** "6 Dec 2026, 10:42 pm IST", of an ISO 8601 time or ms since the epoch; '' for one that is not a time. */
export function formatIst(when: string | number): string {
  const date = new Date(when);
  return Number.isNaN(date.getTime()) ? '' : `${IST.format(date)} IST`;
}

/** Newest first, as a sales person reads an inbox (the API answers oldest first); a new array. */
export function newestFirst(leads: readonly Lead[]): Lead[] {
  return leads
    .map((lead, index) => ({ lead, index, time: Date.parse(lead.receivedAt) }))
    .sort((a, b) => b.time - a.time || b.index - a.index)
    .map(({ lead }) => lead);
}

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "1 lead", "12 leads". */
export function leadCount(count: number): string {
  return counted(count, 'lead', 'leads');
}

export type DeliveryTone = 'done' | 'waiting' | 'quiet' | 'alert';

/** How one notification reads on screen: its name, its state in a word, and what that means. */
export interface DeliveryWording {
  kind: string;
  state: string;
  detail?: string;
  tone: DeliveryTone;
}

const tries = (count: number) => counted(count, 'failed try', 'failed tries');

export function deliveryWording(delivery: LeadDelivery): DeliveryWording {
  const kind = KIND_LABELS[delivery.kind] ?? delivery.kind;
  switch (delivery.state) {
    case 'delivered':
      return { kind, state: 'Delivered', tone: 'done' };
    case 'suppressed':
      // The intake holds a reply back when the visitor gave no address or reached the day's cap.
      return { kind, state: 'Not sent', detail: 'held back on purpose', tone: 'quiet' };
    case 'dead':
      return { kind, state: 'Dead letter', detail: `gave up after ${tries(delivery.attempts)}`, tone: 'alert' };
    case 'pending': {
      if (delivery.attempts === 0) return { kind, state: 'Pending', detail: 'not sent yet', tone: 'waiting' };
      const next = delivery.nextAttemptAt !== undefined ? formatIst(delivery.nextAttemptAt) : '';
      return { kind, state: 'Retrying', detail: next ? `${tries(delivery.attempts)}, next try ${next}` : tries(delivery.attempts), tone: 'waiting' };
    }
    default:
      return { kind, state: String(delivery.state), tone: 'quiet' };
  }
}

const textOf = (value: unknown): string | undefined => {
  if (typeof value === 'string') return value.trim() || undefined;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
};

/** The person's name, or what to call a lead without one (feedback may come anonymous). */
export function nameOf(lead: Lead): string {
  return textOf(lead.payload.name) ?? `${lead.form ? FORM_LABELS[lead.form] : 'Submission'} ${lead.reference}`;
}

export interface LeadContact {
  email?: string;
  phone?: string;
}

export function contactOf(lead: Lead): LeadContact {
  return { email: textOf(lead.payload.email), phone: textOf(lead.payload.phone) };
}

/** A phone number as a tel: link dials it: digits and a leading +. */
export function telHref(phone: string): string {
  const plus = phone.trim().startsWith('+') ? '+' : '';
  return `tel:${plus}${phone.replace(/\D/g, '')}`;
}

interface PricedLine {
  id?: unknown;
  name?: unknown;
  quantity?: unknown;
}

/** What the visitor asked or said, as label and text, only the fields this lead has, in reading order. */
export function leadDetails(lead: Lead): Array<{ label: string; value: string }> {
  const { payload } = lead;
  const details: Array<{ label: string; value: string | undefined }> = [{ label: 'Sector', value: textOf(payload.sector) }];
  if (lead.form === 'brochure') details.push({ label: 'Brochure', value: textOf(payload.domain) });
  const rating = typeof payload.rating === 'number' ? `${payload.rating} of 5` : undefined;
  details.push({ label: 'Rating', value: rating });
  // A brochure lead's message repeats the brochure's name: shown once, as the brochure.
  const message = textOf(payload.message);
  if (!(lead.form === 'brochure' && message === textOf(payload.domain))) details.push({ label: 'Message', value: message });
  const lines = Array.isArray(payload.lines) ? (payload.lines as PricedLine[]) : [];
  const products = lines.map((line) => `${textOf(line.quantity) ?? '?'} × ${textOf(line.name) ?? textOf(line.id) ?? 'a product'}`).join(', ');
  details.push(
    { label: 'Products', value: products || undefined },
    { label: 'Total', value: typeof payload.total === 'number' ? formatInr(payload.total) : undefined },
    { label: 'Deliver to', value: [textOf(payload.district), textOf(payload.state)].filter(Boolean).join(', ') || undefined },
    { label: 'Note', value: textOf(payload.note) },
    { label: 'Sent from', value: lead.page },
  );
  return details.filter((detail): detail is { label: string; value: string } => Boolean(detail.value));
}

/** The downloaded file's name: the one the API's Content-Disposition gives, else leads-YYYY-MM-DD.csv (that day in IST). */
export function csvFileName(contentDisposition: string | null, today: Date): string {
  const given = /filename="?([^";]+)"?/i.exec(contentDisposition ?? '')?.[1]?.trim();
  // A name only, never a path: the browser is handed it as the file to write.
  if (given && /^[\w. -]+$/.test(given)) return given;
  const day = new Date(today.getTime() + 5.5 * 3_600_000).toISOString().slice(0, 10);
  return `leads-${day}.csv`;
}

export const SESSION_ENDED = 'Your session has ended: sign in again';
export const ROLE_REFUSED = 'Your role does not include the leads';
export const UNREACHABLE = 'The server could not be reached: check the connection and try again';

/** A refusal that no retry mends: the member must sign in again, or ask for another role. */
export function isAccessProblem(status: number): boolean {
  return status === 401 || status === 403;
}

/**
 * What to tell the member of a failed answer: the two access refusals in words of their own, else the
 * API's `error` with the fields it names (`{ error, fields }`), labelled as the screen labels them.
 */
export function problemOf(status: number, body: unknown, fieldLabels: Record<string, string> = {}): string {
  // 0: no answer at all (the network, or the server down).
  if (status === 0) return UNREACHABLE;
  if (status === 401) return SESSION_ENDED;
  if (status === 403) return ROLE_REFUSED;
  const answer = typeof body === 'object' && body !== null ? (body as { error?: unknown; fields?: unknown }) : {};
  const error = typeof answer.error === 'string' ? answer.error : `The server answered ${status}: try again in a minute`;
  const fields = typeof answer.fields === 'object' && answer.fields !== null ? Object.entries(answer.fields as Record<string, unknown>) : [];
  if (fields.length === 0) return error;
  return `${error}: ${fields.map(([field, message]) => `${fieldLabels[field] ?? field}: ${String(message)}`).join('; ')}`;
}

/** The messages a 400 gives each field it names (`fields`), by field. */
export function fieldErrorsOf(body: unknown): Record<string, string> {
  const fields = typeof body === 'object' && body !== null ? (body as { fields?: unknown }).fields : undefined;
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(Object.entries(fields as Record<string, unknown>).map(([field, message]) => [field, String(message)]));
}

/** "Erased 2 records and 1 notification." */
export function erasureSummary({ records, notifications }: { records: number; notifications: number }): string {
  return `Erased ${counted(records, 'record', 'records')} and ${counted(notifications, 'notification', 'notifications')}.`;
}
