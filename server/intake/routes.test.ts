/** @jest-environment node */
import type { LightMyRequestResponse } from 'fastify';
import { NOTICE_VERSION } from '../../content/privacy-notice';
import { fakeClock, postJson, SITE_ORIGIN, testApi, validFeedback, validLead, validOrder, validVitals, type TestApi } from './test-helpers';

let api: TestApi;

beforeEach(async () => {
  api = await testApi();
});

afterEach(async () => {
  await api.app.close();
});

/** An error body is short JSON with an `error` string and nothing that looks like internals. */
function expectCleanError(res: LightMyRequestResponse, status: number) {
  expect(res.statusCode).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json<Record<string, unknown>>();
  expect(typeof body.error).toBe('string');
  expect(Object.keys(body).every((key) => key === 'error' || key === 'fields')).toBe(true);
  expect(res.body).not.toMatch(/\bat .*:\d+|node_modules|stack|FST_|Error:/);
  expect(res.body.length).toBeLessThan(1000);
}

describe('POST /api/contact/send', () => {
  it('stores a valid lead and answers 201 with its id', async () => {
    const res = await postJson(api.app, '/api/contact/send', validLead, { 'user-agent': 'Mozilla/5.0 (Linux; Android 10) DistinctiveAgent/1.0' });
    expect(res.statusCode).toBe(201);
    const body = res.json<{ ok: boolean; id: string }>();
    expect(body.ok).toBe(true);
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(api.store.records.leads).toHaveLength(1);
    const record = api.store.records.leads[0];
    // Where it came from (the payload's page), that page's language, which the visitor's reply is written in,
    // and the privacy notice in force (the request sent none).
    expect(record).toEqual({ id: body.id, receivedAt: expect.any(String), payload: validLead, page: '/ecrop/', lang: 'en', notice: NOTICE_VERSION });
    expect(new Date(record?.receivedAt ?? '').toISOString()).toBe(record?.receivedAt);
    // Nothing about the client: no user agent, no address.
    expect(JSON.stringify(record)).not.toMatch(/DistinctiveAgent|127\.0\.0\.1/);
  });

  it('still accepts a contact message without a sector (one kept offline before messages had their own path), and a JSON charset', async () => {
    const res = await postJson(
      api.app,
      '/api/contact/send',
      { name: 'R. Iyer', email: 'r@example.in', phone: '044 2345 6789', message: 'Hello', domain: 'Contact' },
      { 'content-type': 'application/json; charset=utf-8' },
    );
    expect(res.statusCode).toBe(201);
  });

  it('keeps a contact page message from its own path with the leads, as domain Contact, with the page it came from', async () => {
    const message = { name: 'R. Iyer', email: 'r@example.in', phone: '044 2345 6789', message: 'Please call about eCrop.', page: '/contact/', website: '' };
    const res = await postJson(api.app, '/api/contact/message', message, { 'content-type': 'application/json; charset=utf-8' });
    expect(res.statusCode).toBe(201);
    expect(api.store.records.leads[0]?.payload).toEqual({
      name: 'R. Iyer',
      email: 'r@example.in',
      phone: '044 2345 6789',
      message: 'Please call about eCrop.',
      page: '/contact/',
      domain: 'Contact',
    });
    const invalid = await postJson(api.app, '/api/contact/message', { ...message, message: ' ', email: 'r at example' });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json<{ fields: Record<string, string> }>().fields).sort()).toEqual(['email', 'message']);
    expect((await api.app.inject({ method: 'GET', url: '/api/contact/message' })).headers.allow).toBe('POST');
  });

  it('keeps the version of the privacy notice the form showed, and the current one for a version that is not a date', async () => {
    await postJson(api.app, '/api/contact/send', validLead, { 'notice-version': '2026-01-15' });
    await postJson(api.app, '/api/contact/send', validLead, { 'notice-version': '<script>' });
    expect(api.store.records.leads.map((record) => record.notice)).toEqual(['2026-01-15', NOTICE_VERSION]);
  });

  it('trims and keeps only the schema fields', async () => {
    const res = await postJson(api.app, '/api/contact/send', { ...validLead, name: '  Asha  ', extra: 'dropped', website: '' });
    expect(res.statusCode).toBe(201);
    const payload = api.store.records.leads[0]?.payload;
    expect(payload?.name).toBe('Asha');
    expect(payload).not.toHaveProperty('extra');
    expect(payload).not.toHaveProperty('website');
  });

  it('answers malformed JSON with 400 "Malformed JSON"', async () => {
    for (const body of ['{"name": "x",', '', 'undefined', "{'a':1}"]) {
      const res = await postJson(api.app, '/api/contact/send', body);
      expectCleanError(res, 400);
      expect(res.json()).toEqual({ error: 'Malformed JSON' });
    }
    expect(api.store.records.leads).toHaveLength(0);
  });

  it('answers invalid fields with 400 and a readable message per field', async () => {
    const res = await postJson(api.app, '/api/contact/send', { ...validLead, email: 'not-an-email', phone: 'call me', name: undefined });
    expectCleanError(res, 400);
    expect(res.json()).toEqual({
      error: 'Invalid request',
      fields: { name: 'Required', email: 'Enter a valid email address', phone: 'Enter a valid phone number' },
    });
    expect(api.store.records.leads).toHaveLength(0);
  });

  it('requires a sector on a brochure lead', async () => {
    const res = await postJson(api.app, '/api/contact/send', { ...validLead, sector: undefined });
    expectCleanError(res, 400);
    expect(res.json<{ fields: Record<string, string> }>().fields).toEqual({ sector: 'Sector is required' });
  });

  it('answers JSON that is not an object with 400', async () => {
    for (const body of ['[]', 'null', '"lead"', '42']) {
      const res = await postJson(api.app, '/api/contact/send', body);
      expectCleanError(res, 400);
      expect(res.json()).toEqual({ error: 'Expected a JSON object' });
    }
  });

  it('answers a body over 16 KiB with 413', async () => {
    const res = await postJson(api.app, '/api/contact/send', { ...validLead, message: 'x'.repeat(17 * 1024) });
    expectCleanError(res, 413);
    expect(res.json<{ error: string }>().error).toMatch(/too large/i);
  });

  it('answers any Content-Type but JSON with 415', async () => {
    const cases: Array<Record<string, string>> = [
      {},
      { 'content-type': 'text/plain' },
      { 'content-type': 'application/x-www-form-urlencoded' },
      { 'content-type': 'multipart/form-data; boundary=x' },
      { 'content-type': 'application/jsonp' },
    ];
    for (const headers of cases) {
      const res = await api.app.inject({ method: 'POST', url: '/api/contact/send', headers, payload: JSON.stringify(validLead) });
      expectCleanError(res, 415);
      expect(res.json()).toEqual({ error: 'Content-Type must be application/json' });
    }
    expect(api.store.records.leads).toHaveLength(0);
  });

  it('answers a filled honeypot like a success and keeps nothing', async () => {
    const first = await postJson(api.app, '/api/contact/send', { ...validLead, website: 'http://spam.example' });
    const second = await postJson(api.app, '/api/contact/send', { ...validLead, website: 'http://spam.example' });
    expect(first.statusCode).toBe(201);
    expect(first.json<{ ok: boolean; id: string }>()).toEqual({ ok: true, id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(first.json<{ id: string }>().id).not.toBe(second.json<{ id: string }>().id);
    // Even an otherwise invalid submission: a bot learns nothing.
    expect((await postJson(api.app, '/api/contact/send', { website: 'x' })).statusCode).toBe(201);
    expect(api.store.records.leads).toHaveLength(0);
  });

  it('answers 500 "Internal error" when the store fails, without its message', async () => {
    api.store.failWith = new Error('EIO: disk on fire at /secret/path');
    const res = await postJson(api.app, '/api/contact/send', validLead);
    expectCleanError(res, 500);
    expect(res.json()).toEqual({ error: 'Internal error' });
  });
});

describe('POST /api/feedback', () => {
  it('stores valid feedback with 201', async () => {
    const res = await postJson(api.app, '/api/feedback', validFeedback);
    expect(res.statusCode).toBe(201);
    expect(api.store.records.feedback[0]).toEqual({
      id: res.json<{ id: string }>().id,
      receivedAt: expect.any(String),
      payload: validFeedback,
      page: '/',
      lang: 'en',
      notice: NOTICE_VERSION,
    });
  });

  it('names the invalid fields', async () => {
    const res = await postJson(api.app, '/api/feedback', { rating: 9, message: '', email: 'nope' });
    expectCleanError(res, 400);
    expect(res.json()).toEqual({
      error: 'Invalid request',
      fields: { rating: 'Choose a rating from 1 to 5', message: 'Message is required', email: expect.any(String) },
    });
  });

  it('honours the honeypot', async () => {
    const res = await postJson(api.app, '/api/feedback', { ...validFeedback, website: 'bot' });
    expect(res.statusCode).toBe(201);
    expect(api.store.records.feedback).toHaveLength(0);
  });
});

describe('POST /api/vitals', () => {
  it('stores a measurement and answers 204 with no body', async () => {
    const res = await postJson(api.app, '/api/vitals', validVitals);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(api.store.records.vitals[0]?.payload).toEqual(validVitals);
  });

  it('accepts text/plain carrying JSON (sendBeacon), and rejects text/plain that is not JSON', async () => {
    const ok = await api.app.inject({ method: 'POST', url: '/api/vitals', headers: { 'content-type': 'text/plain;charset=UTF-8' }, payload: JSON.stringify(validVitals) });
    expect(ok.statusCode).toBe(204);
    const bad = await api.app.inject({ method: 'POST', url: '/api/vitals', headers: { 'content-type': 'text/plain' }, payload: 'LCP=1834' });
    expectCleanError(bad, 400);
    expect(bad.json()).toEqual({ error: 'Malformed JSON' });
  });

  it('rejects an unknown metric', async () => {
    const res = await postJson(api.app, '/api/vitals', { ...validVitals, name: 'XYZ', value: -1 });
    expectCleanError(res, 400);
    expect(Object.keys(res.json<{ fields: object }>().fields).sort()).toEqual(['name', 'value']);
  });

  it("names an issue the schema leaves to zod's defaults in English, not as a bare 'Invalid input'", async () => {
    // The shared schemas are zod/mini, which loads no locale; the intake loads zod's English messages.
    const res = await postJson(api.app, '/api/vitals', { ...validVitals, value: -1 });
    expectCleanError(res, 400);
    expect(res.json()).toEqual({ error: 'Invalid request', fields: { value: 'Too small: expected number to be >=0' } });
  });
});

describe('unknown routes under /api', () => {
  it('answer JSON 404 for every method', async () => {
    const requests = [
      { method: 'GET', url: '/api/anything' },
      { method: 'GET', url: '/api' },
      { method: 'GET', url: '/api/' },
      { method: 'POST', url: '/api/unknown' },
      { method: 'POST', url: '/api/contact' },
      { method: 'OPTIONS', url: '/api/unknown' },
    ] as const;
    for (const { method, url } of requests) {
      const res = await api.app.inject({ method, url, headers: { 'content-type': 'application/xml' }, payload: method === 'GET' ? undefined : '<a/>' });
      expectCleanError(res, 404);
      expect(res.json()).toEqual({ error: 'Not found' });
    }
  });

  it('answer a known path asked with another method with 405, naming the methods it takes', async () => {
    const requests = [
      { method: 'GET', url: '/api/contact/send', allow: 'POST' },
      { method: 'PUT', url: '/api/contact/send', allow: 'POST' },
      { method: 'DELETE', url: '/api/feedback', allow: 'POST' },
      { method: 'PATCH', url: '/api/orders', allow: 'POST' },
      { method: 'GET', url: '/api/vitals', allow: 'POST' },
      { method: 'POST', url: '/api/health', allow: 'GET, HEAD' },
    ] as const;
    for (const { method, url, allow } of requests) {
      const res = await api.app.inject({ method, url, headers: { 'content-type': 'application/json' }, payload: method === 'GET' ? undefined : '{}' });
      expectCleanError(res, 405);
      expect(res.headers.allow).toBe(allow);
      expect(res.json()).toEqual({ error: `Method not allowed: use ${allow}` });
    }
  });

  it('answer paths outside /api with JSON 404 on the API server alone', async () => {
    const res = await api.app.inject({ url: '/' });
    expectCleanError(res, 404);
  });
});

describe('rate limits (@fastify/rate-limit)', () => {
  let clock: ReturnType<typeof fakeClock>;
  beforeEach(async () => {
    await api.app.close();
    clock = fakeClock();
    api = await testApi({ rateLimits: { forms: { max: 2, windowMs: 12_000 }, vitals: { max: 3, windowMs: 1_000 }, staff: { max: 1000, windowMs: 60_000 } } });
  });
  afterEach(() => jest.useRealTimers());

  /** A post from one client address (a visitor on the internet unless told). */
  const postFrom = (url: string, body: unknown, remoteAddress = '203.0.113.50') =>
    api.app.inject({ method: 'POST', url, remoteAddress, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });

  it('allows a burst, then answers 429 with Retry-After until the window ends', async () => {
    expect((await postFrom('/api/contact/send', validLead)).statusCode).toBe(201);
    // Brochure requests, contact messages, feedback and orders share one limit.
    expect((await postFrom('/api/feedback', validFeedback)).statusCode).toBe(201);
    const limited = await postFrom('/api/orders', validOrder);
    expectCleanError(limited, 429);
    expect(limited.json()).toEqual({ error: 'Too many requests, try again later' });
    expect(limited.headers['retry-after']).toBe('12');
    expect(limited.headers['cache-control']).toBe('no-store');
    expect(limited.headers['x-ratelimit-remaining']).toBeUndefined();

    clock.advance(5_000);
    const later = await postFrom('/api/contact/message', { ...validLead, sector: undefined, domain: undefined });
    expect(later.statusCode).toBe(429);
    expect(later.headers['retry-after']).toBe('7');

    clock.advance(7_000);
    expect((await postFrom('/api/contact/send', validLead)).statusCode).toBe(201);
    expect(api.store.records.leads).toHaveLength(2);
  });

  it('counts each client on its own, an IPv6 client by its /64, and vitals apart from forms', async () => {
    const from = (remoteAddress: string) => ({
      method: 'POST' as const,
      url: '/api/contact/send',
      remoteAddress,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(validLead),
    });
    for (let i = 0; i < 2; i += 1) expect((await api.app.inject(from('203.0.113.1'))).statusCode).toBe(201);
    expect((await api.app.inject(from('203.0.113.1'))).statusCode).toBe(429);
    expect((await api.app.inject(from('203.0.113.2'))).statusCode).toBe(201);
    for (const address of ['2405:201:4000:a1b2::1', '2405:201:4000:a1b2::2']) expect((await api.app.inject(from(address))).statusCode).toBe(201);
    expect((await api.app.inject(from('2405:201:4000:a1b2:dead:beef:1:2'))).statusCode).toBe(429);

    const vitals = () => postFrom('/api/vitals', validVitals);
    for (let i = 0; i < 3; i += 1) expect((await vitals()).statusCode).toBe(204);
    const limited = await vitals();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('1');
  });

  it('limits a burst from this machine like any other client (a proxy on the same host looks like loopback)', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1']) {
      for (let i = 0; i < 2; i += 1) expect((await postFrom('/api/contact/send', validLead, remoteAddress)).statusCode).toBe(201);
      expectCleanError(await postFrom('/api/feedback', validFeedback, remoteAddress), 429);
    }
    // inject's own address (127.0.0.1) is that same client, already spent.
    expect((await postJson(api.app, '/api/orders', validOrder)).statusCode).toBe(429);
  });

  it('does not spend the limit on preflights or unknown routes', async () => {
    const remoteAddress = '203.0.113.60';
    for (let i = 0; i < 5; i += 1) {
      await api.app.inject({ method: 'OPTIONS', url: '/api/contact/send', remoteAddress, headers: { origin: SITE_ORIGIN, 'access-control-request-method': 'POST' } });
      await api.app.inject({ method: 'POST', url: '/api/nothing', remoteAddress });
    }
    expect((await postFrom('/api/contact/send', validLead, remoteAddress)).statusCode).toBe(201);
  });

  /** Twenty posts from one client, each claiming another forwarded address; how many are stored. */
  async function forgedBurst(app: TestApi['app'], chain: (forged: string) => string, remoteAddress = '10.8.0.5'): Promise<number> {
    let stored = 0;
    for (let i = 0; i < 20; i += 1) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/contact/send',
        remoteAddress,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': chain(`198.51.100.${i + 1}`) },
        payload: JSON.stringify(validLead),
      });
      if (res.statusCode === 201) stored += 1;
    }
    return stored;
  }

  it('trusting no proxy (npm start), a forged X-Forwarded-For does not make a client new', async () => {
    expect(await forgedBurst(api.app, (forged) => forged)).toBe(2);
  });

  it('limits a loopback client that forges X-Forwarded-For', async () => {
    expect(await forgedBurst(api.app, (forged) => forged, '127.0.0.1')).toBe(2);
  });

  it('warns once when requests carry X-Forwarded-For but no proxy is trusted, and never when one is', async () => {
    const warningsOf = async (trustProxy: false | number) => {
      const lines: Array<Record<string, unknown>> = [];
      await api.app.close();
      api = await testApi({
        trustProxy,
        rateLimits: { forms: { max: 2, windowMs: 12_000 }, vitals: { max: 3, windowMs: 1_000 }, staff: { max: 1000, windowMs: 60_000 } },
        logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) } },
      });
      await postFrom('/api/contact/send', validLead);
      await forgedBurst(api.app, (forged) => `${forged}, 203.0.113.50`);
      return lines.filter((line) => line.level === 40).map((line) => String(line.msg));
    };
    const untrusted = await warningsOf(false);
    expect(untrusted).toHaveLength(1);
    expect(untrusted[0]).toMatch(/X-Forwarded-For but no proxy is trusted.*INTAKE_TRUST_PROXY/);
    expect(await warningsOf(1)).toEqual([]);
  });

  it('trusting the two hops of Firebase Hosting → Cloud Run, a forged X-Forwarded-For does not either', async () => {
    await api.app.close();
    api = await testApi({ trustProxy: 2, rateLimits: { forms: { max: 2, windowMs: 12_000 }, vitals: { max: 3, windowMs: 1_000 }, staff: { max: 1000, windowMs: 60_000 } } });
    // The client writes its own header; Hosting appends the client's real address, Cloud Run appends
    // Hosting's, and the socket is Cloud Run's front end.
    expect(await forgedBurst(api.app, (forged) => `${forged}, 203.0.113.50, 35.190.0.1`)).toBe(2);
    // A different real client behind the same proxies has its own limit.
    expect(await forgedBurst(api.app, (forged) => `${forged}, 203.0.113.51, 35.190.0.1`)).toBe(2);
  });
});

describe('CORS', () => {
  it('answers a preflight from the site with 204 and the CORS headers', async () => {
    const res = await api.app.inject({
      method: 'OPTIONS',
      url: '/api/contact/send',
      headers: { origin: SITE_ORIGIN, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(res.headers['access-control-allow-origin']).toBe(SITE_ORIGIN);
    expect(res.headers['access-control-allow-methods']).toBe('POST');
    expect(res.headers['access-control-allow-headers']).toBe('Content-Type, Content-Language, Idempotency-Key, Notice-Version');
    expect(Number(res.headers['access-control-max-age'])).toBeGreaterThan(0);
  });

  it('echoes an allowed origin on a POST, and on its errors, varying on Origin', async () => {
    const ok = await postJson(api.app, '/api/contact/send', validLead, { origin: SITE_ORIGIN });
    expect(ok.statusCode).toBe(201);
    expect(ok.headers['access-control-allow-origin']).toBe(SITE_ORIGIN);
    expect(String(ok.headers.vary)).toMatch(/origin/i);
    const invalid = await postJson(api.app, '/api/contact/send', {}, { origin: SITE_ORIGIN });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.headers['access-control-allow-origin']).toBe(SITE_ORIGIN);
  });

  it('allows local development origins outside production', async () => {
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3100']) {
      const res = await postJson(api.app, '/api/feedback', validFeedback, { origin });
      expect(res.statusCode).toBe(201);
      expect(res.headers['access-control-allow-origin']).toBe(origin);
    }
  });

  it('answers any other origin with 403 and stores nothing', async () => {
    for (const origin of ['https://evil.example', SITE_ORIGIN.replace('https:', 'http:'), `${SITE_ORIGIN}.evil.example`, 'null', 'http://localhost.evil.example']) {
      const res = await postJson(api.app, '/api/contact/send', validLead, { origin });
      expectCleanError(res, 403);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      const preflight = await api.app.inject({ method: 'OPTIONS', url: '/api/contact/send', headers: { origin } });
      expectCleanError(preflight, 403);
    }
    expect(api.store.records.leads).toHaveLength(0);
  });

  it('refuses localhost origins in production', async () => {
    await api.app.close();
    api = await testApi({ cors: { allowedOrigins: [SITE_ORIGIN], allowLocalhost: false } });
    expect((await postJson(api.app, '/api/contact/send', validLead, { origin: 'http://localhost:3000' })).statusCode).toBe(403);
  });

  it('allows requests without an Origin header', async () => {
    const res = await postJson(api.app, '/api/contact/send', validLead);
    expect(res.statusCode).toBe(201);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
