/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../app';
import { MemoryStore } from './memory-store';
import { postJson, SITE_ORIGIN, validLead } from './test-helpers';

/** The intake inside `npm start`'s server, beside the static site. */

let outDir: string;
let app: FastifyInstance;
const store = new MemoryStore();

beforeAll(async () => {
  outDir = mkdtempSync(path.join(tmpdir(), 'out-'));
  const write = (rel: string, body: string) => {
    mkdirSync(path.dirname(path.join(outDir, rel)), { recursive: true });
    writeFileSync(path.join(outDir, rel), body);
  };
  write('index.html', '<h1>Home</h1>');
  write('404.html', '<h1>This field is empty</h1>');
  app = await buildServer({ outDir, intake: { store, cors: { allowedOrigins: [SITE_ORIGIN], allowLocalhost: false } } });
});

afterAll(async () => {
  await app.close();
  rmSync(outDir, { recursive: true, force: true });
});

describe('the local server with the intake API', () => {
  it('accepts a lead at /api/contact/send', async () => {
    const res = await postJson(app, '/api/contact/send', validLead, { origin: SITE_ORIGIN });
    expect(res.statusCode).toBe(201);
    expect(store.records.leads[0]?.id).toBe(res.json<{ id: string }>().id);
    // The site's security headers apply to the API too.
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers GET /api/... with the JSON 404, not the HTML 404 page', async () => {
    for (const url of ['/api/anything', '/api/', '/api']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ error: 'Not found' });
    }
    const post = await postJson(app, '/api/nothing', {});
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual({ error: 'Not found' });
  });

  it('still serves the site and its HTML 404 elsewhere', async () => {
    expect((await app.inject({ url: '/' })).body).toContain('<h1>Home</h1>');
    const missing = await app.inject({ url: '/apiary/' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('This field is empty');
  });
});
