/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cachePolicy, DOCUMENT_PATHS, documentHeaders, everyResponseHeaders } from './security-headers';
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

  it('makes the same permanent redirects (308) as the local server', () => {
    expect(Object.fromEntries(firebase.hosting.redirects.map((r) => [r.source, r.destination]))).toEqual(permanentRedirects);
    for (const redirect of firebase.hosting.redirects) expect(redirect.type).toBe(308);
  });

  it('ships the same cache policy', () => {
    expect(bySource('/_next/static/**')['Cache-Control']).toBe(cachePolicy.hashedAsset);
    // The build names the cut fonts by their content (lib/fonts/devanagari.ts).
    expect(bySource('/fonts/**')['Cache-Control']).toBe(cachePolicy.hashedAsset);
    expect(bySource('**/*.html')['Cache-Control']).toBe(cachePolicy.html);
    expect(bySource('/assets/**')['Cache-Control']).toBe(cachePolicy.asset);
    // The search index's chunks are named by their content; its script and entry file are not.
    expect(bySource('/pagefind/**/*.@(pf_fragment|pf_index|pf_filter|pf_meta)')['Cache-Control']).toBe(cachePolicy.hashedAsset);
    expect(bySource('/pagefind/**')['Cache-Control']).toBe(cachePolicy.html);
    expect(bySource('/sw.js')['Cache-Control']).toBe(cachePolicy.worker);
  });
});
