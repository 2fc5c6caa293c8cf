import * as z from 'zod/mini';
import { MAX_QUANTITY } from '@/lib/constants';
import { CONTACT_DOMAIN, FIELD_MESSAGES } from './messages';
import { HONEYPOT_FIELD, INDIAN_STATES, SECTORS } from './form-values';
import { hasText } from './text';

// zod's optional code generation probes with Function(""), which the site's CSP (no unsafe-eval) reports.
z.config({ jitless: true });

/**
 * Payloads that visitors send, shared by the forms (client-side validation) and the intake service
 * (server-side validation): one schema per payload, never two. Written with zod/mini, whose functions
 * the bundler can leave out when unused: every form loads these schemas (in a chunk of their own, beside
 * the form's: ./load-schemas.ts), and zod's classic API (methods on every schema) made them about 50 KB
 * larger for the phone to parse and run. The forms' other values are in ./form-values.ts.
 */

/** Control characters (C0 but tab and newline, DEL, C1) are dropped from free text; line endings become \n. */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;

function cleanText(value: string): string {
  return value.replace(/\r\n?/g, '\n').replace(CONTROL_CHARACTERS, '').trim();
}

const trimmed = (max: number) => z.pipe(z.pipe(z.string(), z.transform(cleanText)), z.string().check(z.maxLength(max, `must be at most ${max} characters`)));
const requiredText = (label: string, max: number) => z.pipe(trimmed(max), z.string().check(z.refine(hasText, `${label} is required`)));

/** Devanagari digits (०–९), as a Hindi keyboard types a number, become the digits 0–9. */
const asciiDigits = (value: string) => value.replace(/[\u0966-\u096F]/g, (digit) => String(digit.charCodeAt(0) - 0x0966));

/** Indian and international numbers: digits (Latin or Devanagari) with optional +, spaces, dashes and brackets; 7 to 15 digits. */
const phoneSchema = z.pipe(
  z.pipe(requiredText('Phone', 20), z.transform(asciiDigits)),
  z.string().check(
    z.refine((value) => {
      const digits = value.replace(/\D/g, '');
      return /^\+?[\d\s\-()]+$/.test(value) && digits.length >= 7 && digits.length <= 15;
    }, FIELD_MESSAGES.phone),
  ),
);

const emailSchema = z.pipe(requiredText('Email', 254), z.email(FIELD_MESSAGES.email));
/** An email one may leave out: empty, or only spaces, is none. */
const optionalEmailSchema = z.optional(z.pipe(trimmed(254), z.union([z.literal(''), z.email(FIELD_MESSAGES.email)], { error: FIELD_MESSAGES.email })));

/** The bot trap (HONEYPOT_FIELD): optional, as people leave it empty. */
const honeypotSchema = z.optional(z.string().check(z.maxLength(200)));

/** What a person writing to us gives: the fields the brochure request and the contact message share. */
const personMessageFields = {
  name: requiredText('Full name', 120),
  email: emailSchema,
  phone: phoneSchema,
  message: requiredText('Message', 4000),
  /** The page the form was sent from. */
  page: z.optional(trimmed(300)),
  [HONEYPOT_FIELD]: honeypotSchema,
};

/**
 * POST /api/contact/send: a brochure lead (domain = the brochure label, sector required). It also takes a
 * contact message (domain 'Contact', sector optional), which is how the contact form sent one before it had
 * its own path: a message kept offline by an older page may still arrive here.
 */
export const contactSendSchema = z
  .object({
    ...personMessageFields,
    sector: z.optional(trimmed(120)),
    domain: requiredText('Domain', 120),
  })
  .check(z.refine((lead) => lead.domain === CONTACT_DOMAIN || hasText(lead.sector), { message: FIELD_MESSAGES.sectorRequired, path: ['sector'] }));
export type ContactSend = z.infer<typeof contactSendSchema>;

/** POST /api/contact/message: the contact page's message, kept with the leads as domain 'Contact'. */
export const contactMessageSchema = z.object(personMessageFields);
export type ContactMessage = z.infer<typeof contactMessageSchema>;

const RATING_MESSAGE = FIELD_MESSAGES.rating;

/** A whole number from 1 to 5, sent as a JSON number or as one digit (a form's radio value). Nothing else: not true, [5] or "0x5". */
const ratingSchema = z.pipe(
  z.union([z.number(), z.pipe(z.string().check(z.regex(/^[1-5]$/, RATING_MESSAGE)), z.transform(Number))], { error: RATING_MESSAGE }),
  z.number().check(z.int(RATING_MESSAGE), z.gte(1, RATING_MESSAGE), z.lte(5, RATING_MESSAGE)),
);

/** POST /api/feedback: rating 1–5, a message, optional name and email, and the page it came from. */
export const feedbackSchema = z.object({
  rating: ratingSchema,
  message: requiredText('Message', 2000),
  name: z.optional(trimmed(120)),
  email: optionalEmailSchema,
  page: z.optional(trimmed(300)),
  [HONEYPOT_FIELD]: honeypotSchema,
});

/** POST /api/vitals: one web-vitals measurement (from Next's useReportWebVitals), no identifiers. */
export const vitalsSchema = z.object({
  name: z.enum(['CLS', 'FCP', 'FID', 'INP', 'LCP', 'TTFB', 'Next.js-hydration', 'Next.js-route-change-to-render', 'Next.js-render']),
  value: z.number().check(z.gte(0), z.lte(600_000)),
  rating: z.optional(z.enum(['good', 'needs-improvement', 'poor'])),
  /** The metric's own id (random per page load), not a person's. */
  id: trimmed(100),
  navigationType: z.optional(trimmed(40)),
  page: trimmed(300),
});

/** The brochure form as the visitor fills it. */
export const brochureFormSchema = z.object({
  name: requiredText('Full name', 120),
  email: emailSchema,
  phone: phoneSchema,
  sector: z.enum(SECTORS, { message: FIELD_MESSAGES.sector }),
  customSector: z.optional(trimmed(120)),
  [HONEYPOT_FIELD]: honeypotSchema,
});
export type BrochureForm = z.infer<typeof brochureFormSchema>;

/* ---------- Order enquiries from the buy page ---------- */

/** The enquiry form as the visitor fills it: who they are, where to deliver, and their consent. */
export const orderContactSchema = z.object({
  name: requiredText('Full name', 120),
  phone: phoneSchema,
  email: emailSchema,
  district: requiredText('District', 80),
  state: z.enum(INDIAN_STATES, { message: 'Choose your state or union territory' }),
  note: z.optional(trimmed(1000)),
  consent: z.literal(true, { message: 'Please agree, so that we can answer your enquiry' }),
  [HONEYPOT_FIELD]: honeypotSchema,
});
export type OrderContact = z.infer<typeof orderContactSchema>;

/** One line of the cart as sent: the product, how many, and the unit price the visitor was shown. */
const orderLineSchema = z.object({
  id: requiredText('Product', 100),
  quantity: z
    .number()
    .check(z.int('Quantity must be a whole number'), z.gte(1, `Quantity must be 1 to ${MAX_QUANTITY}`), z.lte(MAX_QUANTITY, `Quantity must be 1 to ${MAX_QUANTITY}`)),
  price: z.number().check(z.int(), z.gte(0)),
});

/** POST /api/orders: the enquiry and the cart lines with the total shown; the intake prices it again. */
export const orderSchema = z.extend(orderContactSchema, {
  lines: z.array(orderLineSchema).check(z.minLength(1, 'The cart is empty'), z.maxLength(30, 'At most 30 products in one enquiry')),
  total: z.number().check(z.int(), z.gte(0)),
});
export type Order = z.infer<typeof orderSchema>;
