/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildServer } from './app';
import { precompress } from './precompress';

let outDir: string;
let app: FastifyInstance;

function write(rel: string, body: string) {
  const file = path.join(outDir, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, body);
}

beforeAll(async () => {
  outDir = mkdtempSync(path.join(tmpdir(), 'out-'));
  write('index.html', '<h1>Home</h1>');
  write('about/index.html', `<h1>About</h1>${'x'.repeat(2000)}`);
  write('404.html', '<h1>This field is empty</h1>');
  write('about/__next.about.__PAGE__.txt', '0:{}');
  write('_next/static/chunks/app-abc123.js', 'console.log(1)');
  write('assets/art/logo.svg', '<svg/>');
  write('fonts/inter-latin.0123456789ab.woff2', 'wOF2');
  write('robots.txt', 'User-Agent: *');
  precompress(outDir);
  app = await buildServer({ outDir });
});

afterAll(async () => {
  await app.close();
  rmSync(outDir, { recursive: true, force: true });
});

describe('static site server', () => {
  it('serves a page at its trailing-slash URL with HTML caching', async () => {
    const res = await app.inject({ url: '/about/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1>About</h1>');
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('redirects a page without the slash with 308, keeping the query', async () => {
    const res = await app.inject({ url: '/about?utm_source=sms' });
    expect(res.statusCode).toBe(308);
    expect(res.headers.location).toBe('/about/?utm_source=sms');
  });

  it('redirects the other spelling of Agristack permanently (308), keeping the query', async () => {
    for (const url of ['/agriStack', '/agriStack/']) {
      const res = await app.inject({ url: `${url}?from=meta` });
      expect(res.statusCode).toBe(308);
      expect(res.headers.location).toBe('/agristack/?from=meta');
    }
  });

  it('answers unknown paths with the 404 page and status 404', async () => {
    for (const url of ['/missing', '/missing/', '/about/extra', '/robots.txt/']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('This field is empty');
    }
  });

  it('gives each page one URL: an encoded slash is not a path separator', async () => {
    for (const url of ['/about%2Findex.html', '/about%2f', '/about%5Cindex.html']) expect((await app.inject({ url })).statusCode).toBe(404);
  });

  it('answers other methods than GET and HEAD on pages with 405, naming those two', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS'] as const) {
      const res = await app.inject({ method, url: '/about/' });
      expect(res.statusCode).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD');
      expect(res.body).toBe('Method Not Allowed');
    }
  });

  it('never serves outside out/', async () => {
    for (const url of ['/../package.json', '/%2e%2e/package.json', '/about/..%2F..%2Fetc/passwd', '/about//index.html']) {
      expect((await app.inject({ url })).statusCode).toBe(404);
    }
  });

  it('rejects a malformed URL with 400', async () => {
    expect((await app.inject({ url: '/%E0%A4%A' })).statusCode).toBe(400);
  });

  it('caches hashed build assets for a year, assets for a day, and revalidates what a deploy changes under the same name', async () => {
    expect((await app.inject({ url: '/_next/static/chunks/app-abc123.js' })).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject({ url: '/assets/art/logo.svg' })).headers['cache-control']).toBe('public, max-age=86400');
    // The page data client navigation fetches is as fresh as the page.
    expect((await app.inject({ url: '/about/__next.about.__PAGE__.txt' })).headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect((await app.inject({ url: '/robots.txt' })).headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('sends brotli to clients that accept it', async () => {
    const res = await app.inject({ url: '/about/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
  });

  it('sends the security headers on pages, other files, redirects and 404s', async () => {
    for (const url of ['/', '/robots.txt', '/about', '/missing', '/assets/art/logo.svg']) {
      const headers = (await app.inject({ url })).headers;
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains; preload');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('geolocation=()');
    }
  });

  it('sends the scripts and fonts a page loads only the headers a subresource reads', async () => {
    for (const url of ['/_next/static/chunks/app-abc123.js', '/fonts/inter-latin.0123456789ab.woff2']) {
      const headers = (await app.inject({ url })).headers;
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains; preload');
      for (const name of ['content-security-policy', 'referrer-policy', 'permissions-policy', 'x-frame-options', 'cross-origin-opener-policy'])
        expect(headers[name]).toBeUndefined();
    }
  });

  it('answers HEAD like GET without a body', async () => {
    const res = await app.inject({ method: 'HEAD', url: '/about/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
  });
});
