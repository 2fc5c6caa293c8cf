/**
 * The intake API's paths: the forms post to them, the intake registers them, tests call them. The intake
 * is mounted at API_PREFIX; each route is its path under it.
 */
export const API_PREFIX = '/api';

export const apiRoutes = {
  /** The brochure request, with exactly the fields the product spec names for it. */
  contact: '/contact/send',
  /** The contact page's message: a path of its own, so the brochure's path keeps the brochure's payload. */
  message: '/contact/message',
  feedback: '/feedback',
  orders: '/orders',
  vitals: '/vitals',
  health: '/health',
} as const;

export type ApiRoute = keyof typeof apiRoutes;

/** "/api/contact/send": where a form posts. */
export function apiPath(route: ApiRoute): string {
  return `${API_PREFIX}${apiRoutes[route]}`;
}

/**
 * The header that makes a form's submission idempotent: the browser gives each submission an id when the
 * visitor submits (a UUID) and sends it with every attempt; the intake keeps the first request with an
 * id and answers the others with the same record (server/intake/store.ts).
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** The header that carries the version of the privacy notice the form showed (content/privacy-notice.ts): the record keeps it. */
export const NOTICE_HEADER = 'Notice-Version';
/** A notice's version is the date it took effect. */
export const NOTICE_VERSION_FORMAT = /^\d{4}-\d{2}-\d{2}$/;

/** What the intake accepts as a key: 16 to 128 letters, digits, "-" and "_" (a UUID is one). */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,128}$/;
