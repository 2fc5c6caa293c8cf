/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { resetEmulator, startEmulator, stopEmulator, type RunningEmulator } from '../../tests/support/firestore-emulator';
import { startDevMailbox } from '../leads/dev-mailbox';
import { smtpMailer } from '../leads/mailer';
import { loadRouting } from '../leads/routing';
import { addressKey } from '../leads/notifier';
import { eraseExpired, erasePerson } from './erasure';
import { FirestoreStore } from './firestore-store';
import { DEFAULT_MAIL_FROM } from './config';
import { postJson, SITE_ORIGIN, testCatalogue, validLead, validOrder } from './test-helpers';
import { buildIntakeServer } from './server';
import type { IntakeRecord } from './store';

/** The Firestore store against the real emulator (tests/support/firestore-emulator.ts). */

let emulator: RunningEmulator;
const previousHost = process.env.FIRESTORE_EMULATOR_HOST;

beforeAll(async () => {
  emulator = await startEmulator();
  process.env.FIRESTORE_EMULATOR_HOST = emulator.host;
}, 60_000);

afterAll(async () => {
  if (previousHost === undefined) delete process.env.FIRESTORE_EMULATOR_HOST;
  else process.env.FIRESTORE_EMULATOR_HOST = previousHost;
  if (emulator) await stopEmulator(emulator);
});

beforeEach(async () => {
  await resetEmulator(emulator.host);
});

interface EmulatorDocument {
  name: string;
  fields: Record<string, { stringValue?: string; mapValue?: { fields: Record<string, { stringValue?: string }> } }>;
}

/** Read a collection through the emulator's REST API: independent of the store under test. */
async function documents(collection: string): Promise<EmulatorDocument[]> {
  const res = await fetch(`http://${emulator.host}/v1/projects/demo-site/databases/(default)/documents/${collection}`, { headers: { Authorization: 'Bearer owner' } });
  expect(res.ok).toBe(true);
  return ((await res.json()) as { documents?: EmulatorDocument[] }).documents ?? [];
}

describe('FirestoreStore (emulator)', () => {
  it('writes a record as <collection>/<id> with its fields', async () => {
    const store = new FirestoreStore({ projectId: process.env.FIREBASE_PROJECT_ID ?? 'demo-site' });
    const record: IntakeRecord = { id: randomUUID(), receivedAt: new Date().toISOString(), payload: { ...validLead } };
    await store.append('leads', record);
    await store.close();

    const docs = await documents('leads');
    expect(docs).toHaveLength(1);
    expect(docs[0]?.name.endsWith(`/leads/${record.id}`)).toBe(true);
    expect(docs[0]?.fields.id?.stringValue).toBe(record.id);
    expect(docs[0]?.fields.receivedAt?.stringValue).toBe(record.receivedAt);
    const payload = docs[0]?.fields.payload?.mapValue?.fields ?? {};
    expect(Object.fromEntries(Object.entries(payload).map(([key, value]) => [key, value.stringValue]))).toEqual(validLead);
  });

  it('takes a lead posted to the API into `leads`', async () => {
    const store = new FirestoreStore({ projectId: 'demo-site' });
    const app = await buildIntakeServer({ store, cors: { allowedOrigins: [], allowLocalhost: false } });
    const responses = await Promise.all(Array.from({ length: 3 }, () => postJson(app, '/api/contact/send', validLead)));
    await app.close();

    const ids = responses.map((res) => {
      expect(res.statusCode).toBe(201);
      return res.json<{ id: string }>().id;
    });
    const docs = await documents('leads');
    expect(docs.map((doc) => doc.name.split('/').pop()).sort()).toEqual([...ids].sort());
    for (const doc of docs) expect(doc.fields.payload?.mapValue?.fields.email?.stringValue).toBe(validLead.email);
  });

  it('keeps one document for three replays of one Idempotency-Key, the key being its id', async () => {
    const store = new FirestoreStore({ projectId: 'demo-site' });
    const app = await buildIntakeServer({ store, cors: { allowedOrigins: [], allowLocalhost: false } });
    const key = randomUUID();
    const responses = await Promise.all(Array.from({ length: 3 }, () => postJson(app, '/api/contact/send', validLead, { 'idempotency-key': key })));
    const later = await postJson(app, '/api/contact/send', validLead, { 'idempotency-key': key });
    await app.close();

    for (const res of [...responses, later]) {
      expect(res.statusCode).toBe(201);
      expect(res.json<{ id: string }>().id).toBe(key);
    }
    expect(responses.filter((res) => res.headers['idempotent-replayed'] === 'true')).toHaveLength(2);
    const docs = await documents('leads');
    expect(docs.map((doc) => doc.name.split('/').pop())).toEqual([key]);
  });

  it('answers an order sent again with its first reference, read back from Firestore, and refuses a different one under its key', async () => {
    const store = new FirestoreStore({ projectId: 'demo-site' });
    const app = await buildIntakeServer({ store, cors: { allowedOrigins: [], allowLocalhost: false }, catalogue: async () => testCatalogue });
    const key = randomUUID();
    const first = await postJson(app, '/api/orders', validOrder, { 'idempotency-key': key });
    // Firestore hands the stored maps back with their keys in its own order: still the same request.
    const again = await postJson(app, '/api/orders', validOrder, { 'idempotency-key': key });
    const different = await postJson(app, '/api/orders', { ...validOrder, lines: [validOrder.lines[0]], total: 77000 }, { 'idempotency-key': key });
    await app.close();

    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(different.statusCode).toBe(422);
    expect(await documents('orders')).toHaveLength(1);
  });
});

describe('the outbox in Firestore (emulator)', () => {
  it('stores the outbox with the record in one batch, delivers each notification once, and caps replies at 3 a day', async () => {
    const mailbox = await startDevMailbox();
    const store = new FirestoreStore({ projectId: 'demo-site' });
    const app = await buildIntakeServer({
      store,
      cors: { allowedOrigins: [], allowLocalhost: false },
      rateLimits: { forms: { max: 1000, windowMs: 60_000 }, vitals: { max: 1000, windowMs: 60_000 }, staff: { max: 1000, windowMs: 60_000 } },
      notify: { mailer: smtpMailer(mailbox.smtpUrl), routing: loadRouting(), from: DEFAULT_MAIL_FROM, siteUrl: SITE_ORIGIN },
      delivery: { pollMs: 50 },
    });
    try {
      await app.ready();
      const ids: string[] = [];
      for (let n = 0; n < 5; n += 1) ids.push((await postJson(app, '/api/contact/send', { ...validLead, name: `Lead ${n}` })).json<{ id: string }>().id);
      const started = Date.now();
      while (mailbox.mails.length < 8 && Date.now() - started < 20_000) await new Promise((resolve) => setTimeout(resolve, 50));
      // Five team mails, and three replies to the one address.
      const ofKind = (kind: string) => mailbox.mails.filter((mail) => mail.messageId.includes(`.${kind}@`));
      expect(ofKind('team')).toHaveLength(5);
      while ((await store.outbox.stats()).pending > 0 && Date.now() - started < 20_000) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(ofKind('reply')).toHaveLength(3);
      const outbox = await documents('outbox');
      expect(outbox.map((doc) => doc.name.split('/').pop()).sort()).toEqual(ids.flatMap((id) => [`${id}.reply`, `${id}.team`]).sort());
      const states = outbox.map((doc) => doc.fields.state?.stringValue);
      expect(states.filter((state) => state === 'delivered')).toHaveLength(8);
      expect(states.filter((state) => state === 'suppressed')).toHaveLength(2);
      expect(await store.outbox.stats()).toEqual({ pending: 0, dead: 0 });
      // What the staff see of each lead: every notification it owes, and where it stands.
      const deliveries = await store.outbox.deliveriesOf(await store.list('leads'));
      expect([...deliveries.values()].filter((delivery) => delivery.state === 'delivered')).toHaveLength(8);
      expect([...deliveries.values()].filter((delivery) => delivery.state === 'suppressed')).toEqual([
        { kind: 'reply', state: 'suppressed', attempts: 0 },
        { kind: 'reply', state: 'suppressed', attempts: 0 },
      ]);
      // What the export reads: every record, oldest first, and none before `since`.
      expect((await store.list('leads')).map((record) => record.id)).toEqual(ids);
      expect(await store.list('leads', new Date(Date.now() + 60_000).toISOString())).toEqual([]);
      // The cap counts by a hash: no address is stored with it.
      expect(JSON.stringify(await documents('replyQuota'))).not.toContain(validLead.email);
    } finally {
      await app.close();
      await mailbox.close();
    }
  }, 60_000);

  it('erases everything about one person, by email or by phone: records, outbox and reply cap; and the retention job only older records', async () => {
    const mailbox = await startDevMailbox();
    const store = new FirestoreStore({ projectId: 'demo-site' });
    const app = await buildIntakeServer({
      store,
      cors: { allowedOrigins: [], allowLocalhost: false },
      notify: { mailer: smtpMailer(mailbox.smtpUrl), routing: loadRouting(), from: DEFAULT_MAIL_FROM, siteUrl: SITE_ORIGIN },
      delivery: { pollMs: 50 },
      catalogue: async () => testCatalogue,
    });
    const other = { ...validLead, name: 'Ravi Deshmukh', email: 'ravi.deshmukh@example.in', phone: '+91 94220 11223' };
    try {
      await app.ready();
      await postJson(app, '/api/contact/send', validLead);
      await postJson(app, '/api/orders', validOrder);
      await postJson(app, '/api/contact/send', other);
      const started = Date.now();
      while ((await store.outbox.stats()).pending > 0 && Date.now() - started < 20_000) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await documents('replyQuota')).not.toHaveLength(0);

      // Asked by the phone as the visitor might say it, without the country code.
      const byPhone = await erasePerson(store, { phone: validOrder.phone.replace('+91', '').trim() });
      expect(byPhone.records).toBe(1);
      const byEmail = await erasePerson(store, { email: validLead.email.toUpperCase() });
      expect(byEmail).toEqual({ records: 1, notifications: 2 });
      const everything = JSON.stringify([await documents('leads'), await documents('orders'), await documents('outbox'), await documents('replyQuota')]);
      for (const trace of [validLead.email, validOrder.email, validOrder.phone, addressKey(validLead.email), addressKey(validOrder.email)]) expect(everything).not.toContain(trace);
      expect(everything).toContain(other.email);

      // The retention job: a record older than the period goes, with its outbox; the newer one stays.
      const old: IntakeRecord = {
        id: randomUUID(),
        receivedAt: new Date(Date.now() - 40 * 24 * 3600 * 1000).toISOString(),
        payload: { ...validLead, name: 'Old Lead' },
        owes: ['team'],
      };
      await store.append('leads', old);
      expect(await eraseExpired(store, 30)).toEqual({ records: 1, notifications: 1 });
      expect((await store.list('leads')).map((record) => record.payload.name)).toEqual([other.name]);
    } finally {
      await app.close();
      await mailbox.close();
    }
  }, 60_000);

  it("keeps sales' follow-up of a record, with every change, in followUps/<id>, and erases it with the record", async () => {
    const store = new FirestoreStore({ projectId: 'demo-site' });
    try {
      const lead: IntakeRecord = { id: randomUUID(), receivedAt: new Date().toISOString(), payload: { ...validLead } };
      await store.append('leads', lead);
      await store.followUps.change({ id: lead.id, at: '2026-12-07T05:00:00.000Z', by: 'priya@example.in', status: 'contacted', note: `Call back on ${validLead.phone}` });
      const after = await store.followUps.change({ id: lead.id, at: '2026-12-07T06:00:00.000Z', by: 'arjun@example.in', assignee: 'arjun@example.in' });
      expect(after).toMatchObject({ status: 'contacted', assignee: 'arjun@example.in', updatedBy: 'arjun@example.in' });
      expect((await store.followUps.all()).get(lead.id)).toEqual(after);
      const [stored] = await documents('followUps');
      expect(stored?.name.split('/').pop()).toBe(lead.id);

      expect(await erasePerson(store, { email: validLead.email })).toMatchObject({ records: 1 });
      expect(await documents('followUps')).toEqual([]);
    } finally {
      await store.close();
    }
  }, 60_000);
});
