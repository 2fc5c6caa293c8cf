/**
 * The intake API's paths: the forms post to them, the intake registers them, tests call them. The intake
 * is mounted at API_PREFIX; each route is its path under it.
 */
export const API_PREFIX = '/api';

export const apiRoutes = {
  contact: '/contact/send',
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
