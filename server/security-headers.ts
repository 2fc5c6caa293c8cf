import { EMBED_HOSTS } from '../lib/content/embed-hosts';
import { SERVICE_WORKER_URL } from '../lib/offline';

const PIXEL_SCRIPT_ORIGIN = 'https://connect.facebook.net';
const PIXEL_CONNECT_ORIGIN = 'https://www.facebook.com';
/** Where the live refresh reads published lists when the site has a public Firebase config (lib/live). */
const FIRESTORE_ORIGIN = 'https://firestore.googleapis.com';

/** Firebase Authentication's endpoints: password sign-in, token refresh, and Google sign-in's handler page. */
const AUTH_CONNECT_ORIGINS = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];
const AUTH_FRAME_ORIGINS = ['https://*.firebaseapp.com'];

/**
 * The security headers. The local server sends them, and firebase.json ships the same values and path
 * rules to production (a test keeps the two in step).
 *
 * Scripts need 'unsafe-inline': a static export inlines the React Server Components payload as
 * <script> tags whose content differs per page, so there is no nonce to give them.
 */
function contentSecurityPolicy(extraConnectSources: string[] = [], desk = false): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // The advertising pixel's script, loaded only after consent (components/analytics).
    // 'wasm-unsafe-eval' lets the site search (Pagefind) compile its WebAssembly; it allows no JavaScript eval.
    'script-src': ["'self'", "'unsafe-inline'", "'wasm-unsafe-eval'", PIXEL_SCRIPT_ORIGIN],
    'style-src': ["'self'", "'unsafe-inline'"],
    // The desk shows a picture an editor picked, before it is uploaded, from a blob: URL.
    'img-src': ["'self'", 'data:', 'https:', ...(desk ? ['blob:'] : [])],
    'font-src': ["'self'"],
    'connect-src': ["'self'", PIXEL_CONNECT_ORIGIN, FIRESTORE_ORIGIN, ...extraConnectSources],
    // Video embeds that blog posts may carry (lib/content/sanitize.ts keeps only these hosts).
    'frame-src': [...EMBED_HOSTS.map((host) => `https://${host}`), ...(desk ? AUTH_FRAME_ORIGINS : [])],
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

/** Headers every response carries: HTTPS only, and no guessing of a file's type from its bytes. */
export const everyResponseHeaders: Record<string, string> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
};

/**
 * Headers that only a document (a page, a PDF, an SVG opened on its own) or a worker reads: the browser
 * ignores them on a script, stylesheet or font fetched by a page. Sent on every path but the folders of
 * such files, where they would be ~0.9 KB of dead weight on each of a page's dozen requests over HTTP/1.1.
 */
export function documentHeaders(extraConnectSources: string[] = []): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(extraConnectSources),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** The staff desk's pages: where staff sign in. */
export const DESK_PATHS = '/desk/**';

/**
 * The desk's document headers: the page's own, plus what staff sign-in needs and no public page does:
 * Firebase Authentication's endpoints (and the Auth emulator, locally), its handler's frame, and a popup
 * for Google sign-in that may talk back to the desk (`same-origin-allow-popups`).
 */
export function deskDocumentHeaders(extraConnectSources: string[] = []): Record<string, string> {
  return {
    ...documentHeaders(),
    'Content-Security-Policy': contentSecurityPolicy([...AUTH_CONNECT_ORIGINS, ...extraConnectSources], true),
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  };
}

/**
 * Folders whose files a browser only uses inside a page: the build's hashed scripts, styles and icons, and
 * the fonts. The service worker (/sw.js) and the search's files (/pagefind/) are outside them on purpose:
 * a worker's policy comes from its own script's response.
 */
export const SUBRESOURCE_FOLDERS = ['/_next/static/', '/fonts/'] as const;

/**
 * An RE2 pattern for every URL path that starts with none of `prefixes`. Firebase matches header rules with
 * RE2, which has no negative lookahead, so "outside these folders" is spelled out character by character:
 * at each step the path may end, take a character no prefix continues with, or follow a prefix further.
 */
export function pathsOutside(prefixes: readonly string[]): string {
  const escape = (char: string) => char.replace(/[\\^$.*+?()[\]{}|-]/g, '\\$&');
  const branch = (candidates: readonly string[], depth: number): string => {
    if (candidates.some((prefix) => prefix.length === depth)) return ''; // a whole prefix matched: not outside
    const next = [...new Set(candidates.map((prefix) => prefix[depth]!))].sort();
    // Each alternative runs to the path's end (`$` or `.*`), so the pattern means the same whether the
    // matcher looks for a match anywhere or wants the whole path matched.
    const options = ['$', `[^${next.map(escape).join('')}].*`];
    for (const char of next) {
      const rest = branch(
        candidates.filter((prefix) => prefix[depth] === char),
        depth + 1,
      );
      if (rest) options.push(`${escape(char)}${rest}`);
    }
    return `(?:${options.join('|')})`;
  };
  return `^${branch(prefixes, 0)}$`;
}

/** The paths that get the document headers, as Firebase's `regex` rule and the local server both read it. */
export const DOCUMENT_PATHS = pathsOutside(SUBRESOURCE_FOLDERS);

/**
 * Cache policy by path: files named by their content forever; the drawings, photos and PDFs under /assets/
 * a day; everything else a deploy changes under the same name (pages, the page data client navigation
 * fetches, the sitemap, the manifest) always revalidated, so no reader gets a page older than the deploy.
 */
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

export function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/_next/static/') || HASHED_FONT.test(urlPath) || SEARCH_INDEX_CHUNK.test(urlPath)) return cachePolicy.hashedAsset;
  if (urlPath === SERVICE_WORKER_URL) return cachePolicy.worker;
  if (urlPath.startsWith('/assets/')) return cachePolicy.asset;
  return cachePolicy.html;
}
