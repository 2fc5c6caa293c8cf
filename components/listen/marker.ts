/**
 * The attribute on the Listen control's own section: the reader skips it, and the service worker's build
 * finds the pages that show Listen by it (their reading code is precached, so Listen works offline).
 */
export const LISTEN_SKIP_ATTRIBUTE = 'data-listen-skip';
