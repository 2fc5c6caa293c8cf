import { z } from 'zod';
import { MAX_QUANTITY } from '@/lib/constants';
import { CONTACT_DOMAIN, ECROP_BROCHURE_LABEL, FIELD_MESSAGES } from './messages';

// zod's optional code generation probes with Function(""), which the site's CSP (no unsafe-eval) reports.
z.config({ jitless: true });

/**
 * Payloads that visitors send, shared by the forms (client-side validation) and the intake service
 * (server-side validation): one schema per payload, never two.
 */

/** The sector options of the brochure form, in this order. */
export const SECTORS = ['Agriculture', 'Food Processing', 'Retail', 'Supply Chain', 'Manufacturing', 'Research & Development', 'Finance', 'Technology', 'Others'] as const;

export { CONTACT_DOMAIN, SECTOR_REQUIRED_MESSAGE } from './messages';

/** Control characters (C0 but tab and newline, DEL, C1) are dropped from free text; line endings become \n. */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;
/**
 * Characters that print nothing (spaces, zero-width and joiner characters, bidi marks, soft hyphens...):
 * a field made only of them counts as empty. They are not removed from real text: joiners shape Hindi.
 */
const INVISIBLE = /[\s\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0]/g;

function cleanText(value: string): string {
  return value.replace(/\r\n?/g, '\n').replace(CONTROL_CHARACTERS, '').trim();
}

const trimmed = (max: number) =>
  z
    .string()
    .transform(cleanText)
    .pipe(z.string().max(max, `must be at most ${max} characters`));
const requiredText = (label: string, max: number) => trimmed(max).pipe(z.string().refine((value) => value.replace(INVISIBLE, '').length > 0, `${label} is required`));

/** Indian and international numbers: digits with optional +, spaces, dashes and brackets; 7 to 15 digits. */
const phoneSchema = requiredText('Phone', 20).refine((value) => {
  const digits = value.replace(/\D/g, '');
  return /^\+?[\d\s\-()]+$/.test(value) && digits.length >= 7 && digits.length <= 15;
}, FIELD_MESSAGES.phone);

const emailSchema = requiredText('Email', 254).pipe(z.email(FIELD_MESSAGES.email));

/**
 * A bot trap: a visually hidden field people never fill. The intake accepts a filled one with a normal
 * answer and discards it, so bots learn nothing.
 */
const honeypotSchema = z.string().max(200).optional();
export const HONEYPOT_FIELD = 'website';

/**
 * POST /api/contact/send: a brochure lead (domain = the brochure label, sector required) or a contact
 * message (domain 'Contact', sector optional).
 */
export const contactSendSchema = z
  .object({
    name: requiredText('Full name', 120),
    email: emailSchema,
    phone: phoneSchema,
    sector: trimmed(120).optional(),
    message: requiredText('Message', 4000),
    domain: requiredText('Domain', 120),
    /** The page the form was sent from. */
    page: trimmed(300).optional(),
    [HONEYPOT_FIELD]: honeypotSchema,
  })
  .refine((lead) => lead.domain === CONTACT_DOMAIN || Boolean(lead.sector), { message: FIELD_MESSAGES.sectorRequired, path: ['sector'] });
export type ContactSend = z.infer<typeof contactSendSchema>;

const RATING_MESSAGE = FIELD_MESSAGES.rating;

/** A whole number from 1 to 5, sent as a JSON number or as one digit (a form's radio value). Nothing else: not true, [5] or "0x5". */
const ratingSchema = z
  .union(
    [
      z.number(),
      z
        .string()
        .regex(/^[1-5]$/, RATING_MESSAGE)
        .transform(Number),
    ],
    { error: RATING_MESSAGE },
  )
  .pipe(z.number().int(RATING_MESSAGE).min(1, RATING_MESSAGE).max(5, RATING_MESSAGE));

/** POST /api/feedback: rating 1–5, a message, optional name and email, and the page it came from. */
export const feedbackSchema = z.object({
  rating: ratingSchema,
  message: requiredText('Message', 2000),
  name: trimmed(120).optional(),
  email: z.union([z.literal(''), emailSchema]).optional(),
  page: trimmed(300).optional(),
  [HONEYPOT_FIELD]: honeypotSchema,
});

/** POST /api/vitals: one web-vitals measurement (from Next's useReportWebVitals), no identifiers. */
export const vitalsSchema = z.object({
  name: z.enum(['CLS', 'FCP', 'FID', 'INP', 'LCP', 'TTFB', 'Next.js-hydration', 'Next.js-route-change-to-render', 'Next.js-render']),
  value: z.number().finite().min(0).max(600_000),
  rating: z.enum(['good', 'needs-improvement', 'poor']).optional(),
  /** The metric's own id (random per page load), not a person's. */
  id: trimmed(100),
  navigationType: trimmed(40).optional(),
  page: trimmed(300),
});

/** The brochure form as the visitor fills it. */
export const brochureFormSchema = z.object({
  name: requiredText('Full name', 120),
  email: emailSchema,
  phone: phoneSchema,
  sector: z.enum(SECTORS, { message: FIELD_MESSAGES.sector }),
  customSector: trimmed(120).optional(),
  [HONEYPOT_FIELD]: honeypotSchema,
});
export type BrochureForm = z.infer<typeof brochureFormSchema>;

/**
 * The payload of a brochure request: exactly name, email, phone, sector, message and domain (plus the
 * honeypot, only when a bot filled it). The custom text replaces 'Others' as the sector; message and
 * domain are both the brochure label.
 */
export function brochurePayload(form: BrochureForm, label: string = ECROP_BROCHURE_LABEL): ContactSend {
  const sector = form.sector === 'Others' ? (form.customSector ?? '').trim() : form.sector;
  return {
    name: form.name,
    email: form.email,
    phone: form.phone,
    sector,
    message: label,
    domain: label,
    ...(form[HONEYPOT_FIELD] ? { [HONEYPOT_FIELD]: form[HONEYPOT_FIELD] } : {}),
  };
}

/** "Others" with an empty or whitespace-only custom sector stops the submission. */
export function needsSectorText(form: Pick<BrochureForm, 'sector' | 'customSector'>): boolean {
  return form.sector === 'Others' && !(form.customSector ?? '').trim();
}

/* ---------- Order enquiries from the buy page ---------- */

/** India's 28 states and 8 union territories: where an order can be delivered. */
export const INDIAN_STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
] as const;

/** The enquiry form as the visitor fills it: who they are, where to deliver, and their consent. */
export const orderContactSchema = z.object({
  name: requiredText('Full name', 120),
  phone: phoneSchema,
  email: emailSchema,
  district: requiredText('District', 80),
  state: z.enum(INDIAN_STATES, { message: 'Choose your state or union territory' }),
  note: trimmed(1000).optional(),
  consent: z.literal(true, { message: 'Please agree, so that we can answer your enquiry' }),
  [HONEYPOT_FIELD]: honeypotSchema,
});
export type OrderContact = z.infer<typeof orderContactSchema>;

/** One line of the cart as sent: the product, how many, and the unit price the visitor was shown. */
const orderLineSchema = z.object({
  id: requiredText('Product', 100),
  quantity: z.number().int('Quantity must be a whole number').min(1, `Quantity must be 1 to ${MAX_QUANTITY}`).max(MAX_QUANTITY, `Quantity must be 1 to ${MAX_QUANTITY}`),
  price: z.number().int().min(0),
});

/** POST /api/orders: the enquiry and the cart lines with the total shown; the intake prices it again. */
export const orderSchema = orderContactSchema.extend({
  lines: z.array(orderLineSchema).min(1, 'The cart is empty').max(30, 'At most 30 products in one enquiry'),
  total: z.number().int().min(0),
});
export type Order = z.infer<typeof orderSchema>;
