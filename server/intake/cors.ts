/**
 * Which browser origins may call the API: the site's own origin (SITE_URL), any listed extra origins,
 * and, outside production, local development servers (http://localhost:PORT, http://127.0.0.1:PORT).
 * A request without an Origin header (curl, a same-origin form post from an old browser) is not a
 * cross-origin request and is allowed.
 */

export interface CorsOptions {
  /** Exact origins, e.g. "https://www.example.in". */
  allowedOrigins: string[];
  /** Also allow http://localhost:* and http://127.0.0.1:* (never in production). */
  allowLocalhost: boolean;
}

const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1)(:\d{1,5})?$/;

/** "https://www.example.in/" → "https://www.example.in"; throws on something that is not a URL. */
export function originOf(url: string): string {
  return new URL(url).origin;
}

export function isAllowedOrigin(origin: string, { allowedOrigins, allowLocalhost }: CorsOptions): boolean {
  if (allowedOrigins.includes(origin)) return true;
  return allowLocalhost && LOCAL_ORIGIN.test(origin);
}
