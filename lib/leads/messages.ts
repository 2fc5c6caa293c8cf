/**
 * The texts the forms show, kept apart from the zod schemas so that code needing only a message
 * (every page's feedback button) does not pull the validation library into its bundle.
 */
export const SECTOR_REQUIRED_MESSAGE = 'Please specify your sector.';
export const SUBMIT_FAILED_MESSAGE = 'Something went wrong. Please try again later.';

/** The brochure label: both `message` and `domain` of a brochure lead carry it. */
export const ECROP_BROCHURE_LABEL = 'eCrop Brochure';
/** The domain of messages from the contact page. */
export const CONTACT_DOMAIN = 'Contact';
