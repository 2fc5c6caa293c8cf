/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cachePolicy, securityHeaders } from './security-headers';

interface HostingHeaders {
  source: string;
  headers: Array<{ key: string; value: string }>;
}

const firebase = JSON.parse(readFileSync(path.join(__dirname, '..', 'firebase.json'), 'utf8')) as { hosting: { public: string; trailingSlash: boolean; headers: HostingHeaders[] } };
const bySource = (source: string) => Object.fromEntries(firebase.hosting.headers.find((h) => h.source === source)?.headers.map((h) => [h.key, h.value]) ?? []);

describe('firebase.json (production hosting)', () => {
  it('serves out/ with trailing slashes, like the local server', () => {
    expect(firebase.hosting.public).toBe('out');
    expect(firebase.hosting.trailingSlash).toBe(true);
  });

  it('ships the same security headers as the local server', () => {
    expect(bySource('**')).toEqual(securityHeaders());
  });

  it('ships the same cache policy', () => {
    expect(bySource('/_next/static/**')['Cache-Control']).toBe(cachePolicy.hashedAsset);
    expect(bySource('**/*.html')['Cache-Control']).toBe(cachePolicy.html);
    expect(bySource('/assets/**')['Cache-Control']).toBe(cachePolicy.asset);
  });
});
