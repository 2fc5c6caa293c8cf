/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { connect, type Socket } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildIntakeServer } from './server';
import { LocalFollowUps } from './follow-up';
import { LocalOutbox } from './local-outbox';
import { MemoryStore } from './memory-store';
import type { LeadStore } from './store';
import { postJson, SITE_ORIGIN, testApi, validFeedback, validLead } from './test-helpers';

const root = path.resolve(__dirname, '..', '..');

/** Send raw bytes to a listening server and collect what it answers until it closes the connection. */
function raw(port: number, send: (socket: Socket) => void, giveUpMs = 10_000): Promise<{ answer: string; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let answer = '';
    const socket = connect(port, '127.0.0.1', () => send(socket));
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`still open after ${giveUpMs} ms`));
    }, giveUpMs);
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ answer, closedAfterMs: Date.now() - started });
    });
  });
}

async function listening(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('a slow client', () => {
  it('trickling its body is answered 408 and cut off at the request timeout; twenty at once change nothing for others', async () => {
    const { app } = await testApi({ requestTimeoutMs: 1_000, connectionTimeoutMs: 2_000 });
    const port = await listening(app);
    const trickle = (socket: Socket) => {
      socket.write(`POST /api/contact/send HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{`);
      const drip = setInterval(() => (socket.writable ? socket.write(' ') : clearInterval(drip)), 150);
      socket.on('close', () => clearInterval(drip));
    };
    const slow = Array.from({ length: 20 }, () => raw(port, trickle));
    // Meanwhile a normal visitor is served at once.
    const normal = await fetch(`http://127.0.0.1:${port}/api/contact/send`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(validLead) });
    expect(normal.status).toBe(201);
    for (const { answer, closedAfterMs } of await Promise.all(slow)) {
      expect(closedAfterMs).toBeLessThan(5_000);
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
      expect(answer).toContain('Cache-Control: no-store');
      expect(answer.slice(answer.indexOf('\r\n\r\n') + 4)).toBe('{"error":"Request timeout"}');
    }
    await app.close();
  }, 20_000);

  it('that never reads and keeps writing has its socket freed within a second or so of its 408', async () => {
    const { app } = await testApi({ requestTimeoutMs: 1_000, connectionTimeoutMs: 60_000 });
    const port = await listening(app);
    const connections = () => new Promise<number>((resolve, reject) => app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))));
    const clients: Socket[] = [];
    const closed = Array.from(
      { length: 20 },
      () =>
        new Promise<number>((resolve) => {
          const started = Date.now();
          const socket = connect(port, '127.0.0.1', () => {
            socket.pause(); // never reads: the 408 and the server's FIN stay unread, so it never closes its side
            socket.write(`POST /api/contact/send HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{`);
          });
          clients.push(socket);
          const drip = setInterval(() => socket.writable && socket.write(' '), 150);
          socket.on('error', () => undefined);
          socket.on('close', () => {
            clearInterval(drip);
            resolve(Date.now() - started);
          });
        }),
    );
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await connections()).toBe(20);
      // The 408 comes at about 1 s (Node's sweep runs every ~333 ms here); the socket goes a second later.
      for (const ms of await Promise.all(closed)) expect(ms).toBeLessThan(30_000);
      expect(await connections()).toBe(0);
    } finally {
      for (const socket of clients) socket.destroy();
      await app.close();
    }
  }, 40_000);
});

describe('Node’s own 4xx', () => {
  it('a malformed request line or header is answered in the same JSON shape, with no-store', async () => {
    const { app } = await testApi();
    const port = await listening(app);
    for (const request of ['POST /api/feedback HTTP/1.1\r\nHost: x\r\nBad Header: y\r\n\r\n', 'GARBAGE\r\n\r\n']) {
      const { answer } = await raw(port, (socket) => socket.write(request));
      expect(answer).toMatch(/^HTTP\/1\.1 400 /);
      expect(answer).toContain('Content-Type: application/json; charset=utf-8');
      expect(answer).toContain('Cache-Control: no-store');
      expect(answer.slice(answer.indexOf('\r\n\r\n') + 4)).toBe('{"error":"Bad request"}');
    }
    await app.close();
  });

  it('a malformed URL is a JSON 400 with no-store too', async () => {
    const { app } = await testApi();
    const res = await app.inject({ method: 'POST', url: '/api/contact/%E0%A4%A', headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ error: 'Bad request' });
    await app.close();
  });
});

describe('the store', () => {
  it('a write slower than the limit answers 503 with Retry-After, never 201', async () => {
    const hanging: LeadStore = {
      kind: 'hanging',
      outbox: new LocalOutbox(async () => undefined),
      followUps: new LocalFollowUps(async () => undefined),
      append: () => new Promise(() => undefined),
      appendOnce: () => new Promise(() => undefined),
      list: async () => [],
      erase: async () => ({ records: 0, notifications: 0 }),
      probe: async () => undefined,
      close: async () => undefined,
    };
    const { app } = await testApi({ store: hanging, writeTimeoutMs: 100, closeStore: false });
    const res = await postJson(app, '/api/contact/send', validLead, { origin: SITE_ORIGIN });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('30');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ error: 'Service unavailable, try again later' });
    await app.close();
  });

  it('GET /api/health reports ready when the store takes a write, 503 when it cannot', async () => {
    const store = new MemoryStore();
    const app = await buildIntakeServer({ store, cors: { allowedOrigins: [SITE_ORIGIN], allowLocalhost: false }, catalogue: async () => [] });
    const ready = await app.inject({ url: '/api/health' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', store: 'memory' });
    await app.close();
    const broken = new MemoryStore();
    broken.failWith = new Error('EROFS');
    const down = await buildIntakeServer({ store: broken, cors: { allowedOrigins: [], allowLocalhost: false }, catalogue: async () => [] });
    const res = await down.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: 'Store unavailable' });
    await down.close();
  });

  it('an unwritable data directory stops the intake at start with one line naming it', () => {
    const dataDir = '/proc/intake-cannot-write-here';
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/intake/main.ts'], {
      cwd: root,
      encoding: 'utf8',
      timeout: 30_000,
      env: { ...process.env, PORT: '0', INTAKE_STORE: 'file', INTAKE_DATA_DIR: dataDir },
    });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^intake: cannot write to the data directory ${dataDir}: E[A-Z]+$`));
  }, 40_000);
});

describe('strict input', () => {
  it.each([
    ['true', true],
    ['an array', [5]],
    ['hex', '0x5'],
    ['a fraction', 4.5],
    ['zero', 0],
    ['a word', 'five'],
  ])('refuses a rating of %s with 400', async (_what, rating) => {
    const { app, store } = await testApi();
    const res = await postJson(app, '/api/feedback', { ...validFeedback, rating });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Invalid request', fields: { rating: 'Choose a rating from 1 to 5' } });
    expect(store.records.feedback).toHaveLength(0);
    await app.close();
  });

  it('takes a rating as a number or one digit', async () => {
    const { app, store } = await testApi();
    for (const rating of [5, '2']) expect((await postJson(app, '/api/feedback', { ...validFeedback, rating })).statusCode).toBe(201);
    expect(store.records.feedback.map((r) => r.payload.rating)).toEqual([5, 2]);
    await app.close();
  });

  it('a required field made only of invisible characters is empty', async () => {
    const { app } = await testApi();
    for (const name of ['\u200B', ' \u200B\u200D\uFEFF ', '\u00AD', '\u0007\u0000']) {
      const res = await postJson(app, '/api/contact/send', { ...validLead, name });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ fields: Record<string, string> }>().fields).toEqual({ name: 'Full name is required' });
    }
    await app.close();
  });

  it("a brochure lead's sector made only of invisible characters is missing", async () => {
    const { app, store } = await testApi();
    const res = await postJson(app, '/api/contact/send', { ...validLead, sector: '\u200B ' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fields: Record<string, string> }>().fields).toEqual({ sector: 'Sector is required' });
    expect(store.records.leads).toHaveLength(0);
    await app.close();
  });

  it('takes a phone number typed in Devanagari digits, and keeps it in the digits 0-9', async () => {
    const { app, store } = await testApi();
    const res = await postJson(app, '/api/contact/send', { ...validLead, phone: '+९१ ९८७६५ ४३२१०' });
    expect(res.statusCode).toBe(201);
    expect(store.records.leads[0]?.payload.phone).toBe('+91 98765 43210');
    await app.close();
  });

  it('an optional email left as spaces is no email, and a wrong one says what is wrong', async () => {
    const { app, store } = await testApi();
    expect((await postJson(app, '/api/feedback', { ...validFeedback, email: '   ' })).statusCode).toBe(201);
    expect(store.records.feedback[0]?.payload.email).toBe('');
    const wrong = await postJson(app, '/api/feedback', { ...validFeedback, email: 'asha@' });
    expect(wrong.json<{ fields: Record<string, string> }>().fields).toEqual({ email: 'Enter a valid email address' });
    await app.close();
  });

  it('free text loses its control characters, and keeps its words, line breaks and the joiners Hindi needs', async () => {
    const { app, store } = await testApi();
    const res = await postJson(app, '/api/contact/send', {
      ...validLead,
      domain: 'Contact',
      name: 'आशा\u200D कुलकर्णी\u0000',
      message: 'Line one\r\nLine\u0007 two\u001B[31m\u0085',
    });
    expect(res.statusCode).toBe(201);
    expect(store.records.leads[0]?.payload).toMatchObject({ name: 'आशा\u200D कुलकर्णी', message: 'Line one\nLine two[31m' });
    await app.close();
  });
});
