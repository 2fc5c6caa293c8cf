import { ECROP_BROCHURE_LABEL } from './messages';
import type { BrochureForm, ContactSend } from './schema';
import { hasText } from './text';

/**
 * The lead forms' values that are not validation: option lists, the honeypot's name and the brochure
 * payload. Kept apart from the zod schemas (./schema.ts) so that the forms' own code does not pull the
 * validation library into its chunk: the schemas load as a chunk of their own (./load-schemas.ts).
 */

/** The sector options of the brochure form, in this order. */
export const SECTORS = ['Agriculture', 'Food Processing', 'Retail', 'Supply Chain', 'Manufacturing', 'Research & Development', 'Finance', 'Technology', 'Others'] as const;

/**
 * The name of the bot trap: a visually hidden field people never fill. The intake accepts a filled one
 * with a normal answer and discards it, so bots learn nothing.
 */
export const HONEYPOT_FIELD = 'website';

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
  return form.sector === 'Others' && !hasText(form.customSector);
}
