/** The business constants the code reads; one name each. */

/** Below this width the menu collapses into a toggle. Mirrors --breakpoint-nav in app/theme.css. */
export const NAV_BREAKPOINT_PX = 1020;
/** Resize events are settled for this long before menus reset. */
export const RESIZE_DEBOUNCE_MS = 150;
/** A desktop dropdown stays open this long after the pointer leaves it, so a diagonal path to its panel keeps it. */
export const HOVER_CLOSE_DELAY_MS = 400;
/** Page size of More Reads and content lists. */
export const PAGE_SIZE = 9;
/** Pagination shows ellipses when there are more pages than this. */
export const ELLIPSIS_THRESHOLD_PAGES = 5;
/** Where the build writes the eCrop brochure (scripts/brochure-pdf.ts) and the lead form offers it. */
export const ECROP_BROCHURE_PATH = '/assets/brochures/ecrop-brochure.pdf';

/** The most of one product a single order enquiry may ask for; the buy page and the intake both hold to it. */
export const MAX_QUANTITY = 99;

/** The Firestore project id used on the emulator when FIREBASE_PROJECT_ID is not set (the emulator accepts any). */
export const EMULATOR_PROJECT_ID = 'demo-site';

/**
 * How long a page change may wait for its code and data before the browser loads the page whole instead
 * (lib/navigation-rescue.ts). Turbopack's chunk loader has no timeout of its own to set.
 */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
