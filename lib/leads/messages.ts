/**
 * The texts the forms show, kept apart from the zod schemas so that code needing only a message
 * (every page's feedback button) does not pull the validation library into its bundle.
 */
export const SECTOR_REQUIRED_MESSAGE = 'Please specify your sector.';
export const SUBMIT_FAILED_MESSAGE = 'Something went wrong. Please try again later.';

/**
 * The schemas' field messages that are not '{field} is required' or 'must be at most {max} characters',
 * by the key of their translation in the dictionaries' `errors` (content/i18n).
 */
export const FIELD_MESSAGES = {
  phone: 'Enter a valid phone number',
  email: 'Enter a valid email address',
  sector: 'Choose your sector',
  sectorRequired: 'Sector is required',
  rating: 'Choose a rating from 1 to 5',
} as const;

/** The brochure label: both `message` and `domain` of a brochure lead carry it. */
export const ECROP_BROCHURE_LABEL = 'eCrop Brochure';
/** The domain of messages from the contact page. */
export const CONTACT_DOMAIN = 'Contact';
