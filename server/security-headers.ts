import { EMBED_HOSTS } from '../lib/constants';
import { SERVICE_WORKER_URL } from '../lib/offline';

const PIXEL_SCRIPT_ORIGIN = 'https://connect.facebook.net';
const PIXEL_CONNECT_ORIGIN = 'https://www.facebook.com';
/** Where the live refresh reads published lists when the site has a public Firebase config (lib/live). */
const FIRESTORE_ORIGIN = 'https://firestore.googleapis.com';

/**
 * Response headers for every page and asset. The local server sends them, and firebase.json ships the
 * same values to production (a test keeps the two in step).
 *
 * Scripts need 'unsafe-inline': a static export inlines the React Server Components payload as
 * <script> tags whose content differs per page, so there is no nonce to give them.
 */
function contentSecurityPolicy(extraConnectSources: string[] = []): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // The advertising pixel's script, loaded only after consent (components/analytics).
    // 'wasm-unsafe-eval' lets the site search (Pagefind) compile its WebAssembly; it allows no JavaScript eval.
    'script-src': ["'self'", "'unsafe-inline'", "'wasm-unsafe-eval'", PIXEL_SCRIPT_ORIGIN],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'https:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", PIXEL_CONNECT_ORIGIN, FIRESTORE_ORIGIN, ...extraConnectSources],
    // Video embeds that blog posts may carry (lib/content/sanitize.ts keeps only these hosts).
    'frame-src': EMBED_HOSTS.map((host) => `https://${host}`),
    // The offline worker (out/sw.js) and the search's worker (Pagefind) come from the site itself.
    'worker-src': ["'self'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

export function securityHeaders(extraConnectSources: string[] = []): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(extraConnectSources),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** Cache policy by path: hashed build assets forever, HTML always revalidated, other assets a day. */
export const cachePolicy = {
  hashedAsset: 'public, max-age=31536000, immutable',
  html: 'public, max-age=0, must-revalidate',
  asset: 'public, max-age=86400',
  /** The service worker: the browser checks it on every navigation, so a new deploy's worker is found at once. */
  worker: 'no-cache',
} as const;

/** Fonts the build copies under a content-hashed name (lib/fonts/devanagari.ts). */
const HASHED_FONT = /^\/fonts\/[\w-]+\.[0-9a-f]{12}\.woff2$/;
/** The search index's chunks, named by their content (scripts/search-index.ts). */
const SEARCH_INDEX_CHUNK = /^\/pagefind\/.*\.pf_(fragment|index|filter|meta)$/;
/** The search's script, worker, WebAssembly and entry file keep their names from build to build. */
const SEARCH_RUNTIME = /^\/pagefind\//;

export function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/_next/static/') || HASHED_FONT.test(urlPath) || SEARCH_INDEX_CHUNK.test(urlPath)) return cachePolicy.hashedAsset;
  if (SEARCH_RUNTIME.test(urlPath)) return cachePolicy.html;
  if (urlPath === SERVICE_WORKER_URL) return cachePolicy.worker;
  if (urlPath.endsWith('/') || urlPath.endsWith('.html')) return cachePolicy.html;
  return cachePolicy.asset;
}
