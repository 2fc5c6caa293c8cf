import { site } from '../../content/site';
import { isLang, language } from '../../lib/i18n';
import { formatInr } from '../../lib/format';
import type { DueNotification } from '../intake/outbox';
import { formOf, visitorEmail, type Form } from './forms';
import { inIst, messageIdOf, oneLine, referenceOf, type Mail } from './mail';
import { teamAddressesFor, type Routing } from './routing';

/** How the team mail names each form. */
const FORM_TITLES: Record<Form, string> = {
  brochure: 'Brochure request',
  contact: 'Contact message',
  order: 'Order enquiry',
  feedback: 'Feedback',
};

/** The label of each field the forms send, in the order the mail lists them; any other field follows under its own name. */
const FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  sector: 'Sector',
  domain: 'Brochure',
  district: 'District',
  state: 'State',
  rating: 'Rating (of 5)',
  message: 'Message',
  note: 'Note',
  consent: 'Consent given',
  reference: 'Reference',
  total: 'Total (₹)',
  page: 'Page field',
};
/** Fields the mail shows in their own way (the order's lines) or not at all (the brochure's message repeats its domain). */
const SHOWN_APART = new Set(['lines']);

interface OrderLine {
  id: string;
  name?: string;
  quantity: number;
  price: number;
}

function valueText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return JSON.stringify(value);
}

/** "District or sector" for the subject: what tells the team at a glance where the lead is from. */
function whereFrom(form: Form, payload: Record<string, unknown>): string | undefined {
  if (form === 'order') return [payload.district, payload.state].filter((part) => typeof part === 'string').join(', ');
  if (form === 'brochure' && typeof payload.sector === 'string') return payload.sector;
  if (form === 'feedback' && typeof payload.rating === 'number') return `${payload.rating} of 5`;
  return undefined;
}

export interface TeamMailContext {
  routing: Routing;
  from: string;
  /** The domain of the Message-ID. */
  domain: string;
  /** The site's origin, for the page's full address. */
  siteUrl: string;
}

/**
 * The team's mail about one submission: to the addresses the routing table names for it, Reply-To the visitor.
 * Subject: the form, the name and the district or sector. Body: every field, the page, the time in IST and the reference.
 */
export function teamMail(notification: DueNotification, { routing, from, domain, siteUrl }: TeamMailContext): Mail {
  const { record, collection } = notification;
  const { payload } = record;
  const form = formOf(collection, payload) ?? 'contact';
  const name = typeof payload.name === 'string' && payload.name.trim() !== '' ? payload.name : 'a visitor';
  const lines = Array.isArray(payload.lines) ? (payload.lines as OrderLine[]) : [];
  const to = teamAddressesFor(routing, form, {
    sector: typeof payload.sector === 'string' ? payload.sector : undefined,
    products: lines.map((line) => line.id),
    page: record.page,
  });
  const reference = referenceOf(notification);
  const subject = oneLine([`${FORM_TITLES[form]}: ${name}`, whereFrom(form, payload)].filter(Boolean).join(', '));

  const known = Object.keys(FIELD_LABELS).filter((key) => key in payload);
  const others = Object.keys(payload).filter((key) => !(key in FIELD_LABELS) && !SHOWN_APART.has(key));
  const fieldLines = [...known, ...others].map((key) => `${FIELD_LABELS[key] ?? key}: ${valueText(payload[key])}`);
  const orderLines = lines.map((line) => `- ${line.quantity} × ${line.name ?? line.id} at ${formatInr(line.price)} = ${formatInr(line.price * line.quantity)}`);
  const text = [
    `${FORM_TITLES[form]} from the ${site.brand} website`,
    '',
    ...fieldLines,
    ...(orderLines.length ? ['', 'Products:', ...orderLines] : []),
    '',
    `Page: ${record.page ? new URL(record.page, siteUrl).href : 'not known'}`,
    `Language of the page: ${isLang(record.lang) ? language(record.lang).englishName : 'English'}`,
    `Received: ${inIst(record.receivedAt)}`,
    `Reference: ${reference} (record ${record.id})`,
  ].join('\n');

  const email = visitorEmail(payload);
  return {
    from,
    to,
    ...(email ? { replyTo: { name: oneLine(name), address: oneLine(email) } } : {}),
    subject,
    text: `${text}\n`,
    messageId: messageIdOf(notification, domain),
  };
}
