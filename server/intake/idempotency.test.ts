/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FileStore } from './file-store';
import { buildIntakeServer } from './server';
import { IDEMPOTENCY_WINDOW_MS, type IntakeRecord } from './store';
import { postJson, SITE_ORIGIN, testApi, validLead, validOrder } from './test-helpers';

/** A form sent again with the same Idempotency-Key (a retry, a replayed offline queue) is kept once. */

const withKey = (key: string) => ({ origin: SITE_ORIGIN, 'idempotency-key': key });

describe('with the memory store', () => {
  it('three posts with one key make one record, and every answer carries its id', async () => {
    const { app, store } = await testApi();
    const key = randomUUID();
    const responses = [];
    for (let i = 0; i < 3; i += 1) responses.push(await postJson(app, '/api/contact/send', validLead, withKey(key)));
    await app.close();
    expect(responses.map((res) => res.statusCode)).toEqual([201, 201, 201]);
    expect(responses.map((res) => res.json<{ id: string }>().id)).toEqual([key, key, key]);
    expect(responses.map((res) => res.headers['idempotent-replayed'])).toEqual([undefined, 'true', 'true']);
    expect(store.records.leads).toHaveLength(1);
    // The payload is the spec's, unchanged: the key travels in the header, as the record's id.
    expect(store.records.leads[0]?.id).toBe(key);
  });

  it('a replayed order answers the reference it was given the first time', async () => {
    const { app, store } = await testApi();
    const key = randomUUID();
    const first = await postJson(app, '/api/orders', validOrder, withKey(key));
    const again = await postJson(app, '/api/orders', validOrder, withKey(key));
    await app.close();
    expect(again.json()).toEqual(first.json());
    expect(first.json<{ reference: string }>().reference).toMatch(/^ORD-/);
    expect(store.records.orders).toHaveLength(1);
  });

  it('different keys, or none, are different submissions', async () => {
    const { app, store } = await testApi();
    await postJson(app, '/api/contact/send', validLead, withKey(randomUUID()));
    await postJson(app, '/api/contact/send', validLead, withKey(randomUUID()));
    await postJson(app, '/api/contact/send', validLead, { origin: SITE_ORIGIN });
    await app.close();
    expect(store.records.leads).toHaveLength(3);
  });

  it('a key sent again with a different request is refused with 422, and the first record stays as it was', async () => {
    const { app, store } = await testApi();
    const key = randomUUID();
    await postJson(app, '/api/contact/send', validLead, withKey(key));
    const other = await postJson(app, '/api/contact/send', { ...validLead, name: 'Someone Else' }, withKey(key));
    const order = await postJson(app, '/api/orders', validOrder, withKey(key));
    const otherOrder = await postJson(app, '/api/orders', { ...validOrder, note: 'Grapes, 20 acres' }, withKey(key));
    await app.close();
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ error: 'This Idempotency-Key was already used for a different request' });
    expect(store.records.leads.map((record) => record.payload.name)).toEqual([validLead.name]);
    // An order is stored with what the intake worked out (line names, its reference): the same one sent again is still the same.
    expect(order.statusCode).toBe(201);
    expect(otherOrder.statusCode).toBe(422);
    expect(store.records.orders).toHaveLength(1);
  });

  it("a bot's keyed post gets its key back as the id, like a person's", async () => {
    const { app, store } = await testApi();
    const key = randomUUID();
    const res = await postJson(app, '/api/contact/send', { ...validLead, website: 'https://spam.example' }, withKey(key));
    await app.close();
    expect(res.statusCode).toBe(201);
    expect(res.json<{ id: string }>().id).toBe(key);
    expect(store.records.leads).toHaveLength(0);
  });

  it('refuses a malformed key, naming the header, and keeps nothing', async () => {
    const { app, store } = await testApi();
    for (const key of ['short', 'has spaces in it 1234', 'x'.repeat(129), 'semi;colon-0123456789']) {
      const res = await postJson(app, '/api/contact/send', validLead, withKey(key));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'Invalid request', fields: { 'Idempotency-Key': 'Must be 16 to 128 letters, digits, - or _' } });
    }
    await app.close();
    expect(store.records.leads).toHaveLength(0);
  });
});

describe('with the file store', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'intake-idempotency-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  const lines = () => readFileSync(path.join(dataDir, 'leads.jsonl'), 'utf8').trim().split('\n');
  const api = (store: FileStore) => buildIntakeServer({ store, cors: { allowedOrigins: [SITE_ORIGIN], allowLocalhost: false }, catalogue: async () => [] });

  it('three replays at once make one line', async () => {
    const app = await api(new FileStore({ dataDir }));
    const key = randomUUID();
    const responses = await Promise.all([1, 2, 3].map(() => postJson(app, '/api/contact/send', validLead, withKey(key))));
    await app.close();
    expect(responses.map((res) => res.json<{ id: string }>().id)).toEqual([key, key, key]);
    expect(lines()).toHaveLength(1);
  });

  it('remembers the keys after a restart, from the JSON lines', async () => {
    const key = randomUUID();
    const before = await api(new FileStore({ dataDir }));
    await postJson(before, '/api/contact/send', validLead, withKey(key));
    await before.close();

    const after = await api(new FileStore({ dataDir }));
    const replay = await postJson(after, '/api/contact/send', validLead, withKey(key));
    await after.close();
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(lines()).toHaveLength(1);
  });

  it('a key equal to the id of a submission sent without one finds that record, and a different request is refused', async () => {
    const app = await api(new FileStore({ dataDir }));
    // The store has read its keys before the unkeyed submission arrives.
    await postJson(app, '/api/contact/send', validLead, withKey(randomUUID()));
    const unkeyed = await postJson(app, '/api/contact/send', validLead, { origin: SITE_ORIGIN });
    const id = unkeyed.json<{ id: string }>().id;
    const taken = await postJson(app, '/api/contact/send', { ...validLead, name: 'Mallory' }, withKey(id));
    await app.close();
    expect(taken.statusCode).toBe(422);
    expect(lines()).toHaveLength(2);
  });

  it('forgets a key after 24 hours', async () => {
    const key = randomUUID();
    const old: IntakeRecord = { id: key, receivedAt: new Date(Date.now() - IDEMPOTENCY_WINDOW_MS - 60_000).toISOString(), payload: { ...validLead } };
    writeFileSync(path.join(dataDir, 'leads.jsonl'), `${JSON.stringify(old)}\n`);
    const app = await api(new FileStore({ dataDir }));
    const res = await postJson(app, '/api/contact/send', validLead, withKey(key));
    await app.close();
    expect(res.headers['idempotent-replayed']).toBeUndefined();
    expect(lines()).toHaveLength(2);
  });
});
