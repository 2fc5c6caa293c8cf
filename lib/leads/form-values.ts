/**
 * The lead forms' values that are not validation: option lists and the honeypot's name. Kept apart from
 * the zod schemas (./schema.ts) so that the forms' own code does not pull the validation library into its
 * chunk: the schemas load as a chunk of their own (./load-schemas.ts). It imports nothing from them, not
 * even types, so the two never import each other.
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
