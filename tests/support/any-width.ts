/**
 * Browser tests whose outcome does not depend on the viewport (an HTTP answer, a document's head, the
 * service worker, a navigation) run at one width only, 1366 px: the mobile project leaves them out
 * (playwright.config.ts). A single test says so with this tag; a whole spec is named in ANY_WIDTH_SPECS.
 */
export const ANY_WIDTH = '@any-width';

/** Spec files every test of which holds at any width. */
export const ANY_WIDTH_SPECS = /\/(offline|navigation-fallback|web-vitals)\.spec\.ts$/;
