/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cacheControlFor, deskDocumentHeaders, DOCUMENT_PATHS, documentHeaders, everyResponseHeaders } from './security-headers';
import { permanentRedirects } from './redirects';

interface HostingHeaders {
  source?: string;
  regex?: string;
  headers: Array<{ key: string; value: string }>;
}

const firebase = JSON.parse(readFileSync(path.join(__dirname, '..', 'firebase.json'), 'utf8')) as {
  hosting: { public: string; trailingSlash: boolean; headers: HostingHeaders[]; redirects: Array<{ source: string; destination: string; type: number }> };
};
const headersOf = (rule: HostingHeaders | undefined) => Object.fromEntries(rule?.headers.map((h) => [h.key, h.value]) ?? []);
const bySource = (source: string) => headersOf(firebase.hosting.headers.find((h) => h.source === source));

/** A Hosting glob as a regular expression over the request path: `**` any path, `*` one segment's part, `@(a|b)` one of. */
function globPattern(glob: string): RegExp {
  const pattern = glob
    .replace(/[.+^${}[\]\\]/g, '\\$&')
    .replace(/@\(([^)]*)\)/g, '(?:$1)')
    .replace(/\*\*\//g, '\u0000')
    .replace(/\*\*/g, '\u0001')
    .replace(/\*/g, '[^/]*')
    .replace(/\u0000/g, '(?:.*/)?')
    .replace(/\u0001/g, '.*');
  return new RegExp(`^${pattern}$`);
}

/** The value Hosting sends for a header on a request path: every rule matching the path applies, the last one's value wins. */
function hostingHeader(urlPath: string, key: string): string | undefined {
  let value: string | undefined;
  for (const rule of firebase.hosting.headers) {
    const matches = rule.regex ? new RegExp(rule.regex).test(urlPath) : globPattern(rule.source!).test(urlPath);
    const header = rule.headers.find((h) => h.key === key);
    if (matches && header) value = header.value;
  }
  return value;
}

describe('firebase.json (production hosting)', () => {
  it('serves out/ with trailing slashes, like the local server', () => {
    expect(firebase.hosting.public).toBe('out');
    expect(firebase.hosting.trailingSlash).toBe(true);
  });

  it('ships the same security headers as the local server, on the same paths', () => {
    expect(bySource('**')).toEqual(everyResponseHeaders);
    const documentRules = firebase.hosting.headers.filter((h) => h.regex);
    expect(documentRules.map((h) => h.regex)).toEqual([DOCUMENT_PATHS]);
    expect(headersOf(documentRules[0])).toEqual(documentHeaders());
  });

  it('gives the desk the sign-in policy the local server gives it, and no public page', () => {
    for (const key of ['Content-Security-Policy', 'Cross-Origin-Opener-Policy']) {
      expect(hostingHeader('/desk/', key)).toBe(deskDocumentHeaders()[key]);
      expect(hostingHeader('/about/', key)).toBe(documentHeaders()[key]);
    }
    expect(deskDocumentHeaders()['Content-Security-Policy']).toContain('https://identitytoolkit.googleapis.com');
    expect(documentHeaders()['Content-Security-Policy']).not.toContain('identitytoolkit');
  });

  it('makes the same permanent redirects (308) as the local server', () => {
    expect(Object.fromEntries(firebase.hosting.redirects.map((r) => [r.source, r.destination]))).toEqual(permanentRedirects);
    for (const redirect of firebase.hosting.redirects) expect(redirect.type).toBe(308);
  });

  // Requests as readers make them: Hosting matches its rules against the request's path, so a page is
  // asked for at its trailing-slash URL, never as index.html.
  it.each([
    '/',
    '/about/',
    '/hi/ecrop/',
    '/about/__next.!KGVuKQ.!KHNpdGUp.%24d%24slug.__PAGE__.txt',
    '/__next._tree.txt',
    '/404.html',
    '/sitemap.xml',
    '/robots.txt',
    '/manifest.webmanifest',
    '/icon.svg',
    '/assets/brochures/ecrop-brochure.pdf',
    '/assets/art/home-hero.svg',
    '/_next/static/chunks/0a1b2c3d4e5f.js',
    '/fonts/inter-latin.fe213baf6dd6.woff2',
    '/pagefind/pagefind.js',
    '/pagefind/pagefind-entry.json',
    '/pagefind/fragment/en_3f2a1b9.pf_fragment',
    '/pagefind/index/hi_77c0de1.pf_index',
    '/sw.js',
  ])('ships the cache policy the local server sends for %s', (urlPath) => {
    expect(hostingHeader(urlPath, 'Cache-Control')).toBe(cacheControlFor(urlPath));
  });
});
