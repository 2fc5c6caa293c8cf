/** @jest-environment node */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startDevMailbox, type DevMailbox } from '../leads/dev-mailbox';
import { smtpMailer } from '../leads/mailer';
import { addressKey } from '../leads/notifier';
import { loadRouting } from '../leads/routing';
import { DEFAULT_MAIL_FROM } from './config';
import { aboutPerson, eraseExpired, erasePerson, RetentionJob } from './erasure';
import { FileStore } from './file-store';
import { MemoryStore } from './memory-store';
import { DAY_MS } from './outbox';
import { buildIntakeServer } from './server';
import type { IntakeRecord } from './store';
import { postJson, SITE_ORIGIN, testCatalogue, validFeedback, validLead, validOrder } from './test-helpers';

const REPO_ROOT = path.resolve(__dirname, '..', '..');
const run = promisify(execFile);

/** Everything the store keeps on disk, as one string to search. */
function everythingIn(dataDir: string): string {
  return readdirSync(dataDir)
    .filter((name) => name.endsWith('.jsonl'))
    .map((name) => readFileSync(path.join(dataDir, name), 'utf8'))
    .join('\n');
}

const record = (payload: Record<string, unknown>, ageDays = 0, owes: IntakeRecord['owes'] = undefined): IntakeRecord => ({
  id: randomUUID(),
  receivedAt: new Date(Date.now() - ageDays * DAY_MS).toISOString(),
  payload,
  ...(owes ? { owes } : {}),
});

describe('which records are about a person', () => {
  const asha = record({ ...validLead });
  it('matches the email in any case and the phone however it is written, and a message that names them', () => {
    expect(aboutPerson({ email: ' ASHA.Kulkarni@example.in ' })(asha)).toBe(true);
    expect(aboutPerson({ phone: '098765-43210' })(asha)).toBe(true);
    expect(aboutPerson({ phone: '9876543210' })(record({ ...validFeedback, message: 'Call me on 98765 43210' }))).toBe(true);
    expect(aboutPerson({ email: 'asha@example.in' })(asha)).toBe(false);
    expect(aboutPerson({ phone: '+91 94220 11223' })(asha)).toBe(false);
  });

  it('refuses a request that names no one', () => {
    expect(() => aboutPerson({})).toThrow('names an email');
    expect(() => aboutPerson({ phone: '12' })).toThrow('at least 6 digits');
  });
});

describe('erasure in the file store, with the intake running', () => {
  let dataDir: string;
  let mailbox: DevMailbox;
  beforeEach(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'erase-'));
    mailbox = await startDevMailbox();
  });
  afterEach(async () => {
    await mailbox.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function intake() {
    const store = new FileStore({ dataDir });
    const app = await buildIntakeServer({
      store,
      cors: { allowedOrigins: [], allowLocalhost: false },
      catalogue: async () => testCatalogue,
      notify: { mailer: smtpMailer(mailbox.smtpUrl), routing: loadRouting(), from: DEFAULT_MAIL_FROM, siteUrl: SITE_ORIGIN },
      delivery: { pollMs: 20 },
    });
    await app.ready();
    return { app, store };
  }

  const erase = (...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', 'scripts/leads-erase.ts', ...args], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      env: { ...process.env, INTAKE_STORE: 'file', INTAKE_DATA_DIR: dataDir },
    });

  it('npm run leads:erase leaves nothing findable by the email or phone, keeps everyone else, and logs only counts', async () => {
    const { app, store } = await intake();
    try {
      await postJson(app, '/api/contact/send', validLead);
      await postJson(app, '/api/contact/message', { ...validLead, domain: undefined, sector: undefined, message: `Please write to ${validLead.email}`, page: '/contact/' });
      await postJson(app, '/api/feedback', { ...validFeedback, email: validLead.email });
      await postJson(app, '/api/orders', validOrder);
      const started = Date.now();
      while (((await store.outbox.stats()).pending > 0 || store.outbox.delivering > 0) && Date.now() - started < 15_000) await new Promise((resolve) => setTimeout(resolve, 20));
      // The replies delivered to her are counted under a hash of her address, in the outbox's events.
      expect(everythingIn(dataDir)).toContain(addressKey(validLead.email));

      const { stdout } = await erase('--email', validLead.email);
      const logged = JSON.parse(stdout) as Record<string, unknown>;
      expect(logged).toEqual({ at: expect.any(String), event: 'erasure', by: 'the running intake', records: 3, notifications: 6 });
      expect(stdout).not.toContain(validLead.email);

      const left = everythingIn(dataDir);
      for (const trace of [validLead.email, validLead.phone, '98765 43210', addressKey(validLead.email)]) expect(left).not.toContain(trace);
      expect(left).toContain(validOrder.email);
      expect((await store.list('leads')).length + (await store.list('feedback')).length).toBe(0);

      // By phone, written without the country code: the order goes, and its reply's counter with it.
      const byPhone = JSON.parse((await erase('--phone', '98220 11223')).stdout) as { records: number };
      expect(byPhone.records).toBe(1);
      expect(everythingIn(dataDir)).not.toContain(addressKey(validOrder.email));

      // The intake goes on taking submissions, into the rewritten files.
      expect((await postJson(app, '/api/contact/send', { ...validLead, name: 'Asha again' })).statusCode).toBe(201);
      expect((await store.list('leads')).map((kept) => kept.payload.name)).toEqual(['Asha again']);
    } finally {
      await app.close();
    }
  }, 60_000);

  it('with no intake running, the command erases the files itself; after a restart nothing erased is owed', async () => {
    const lines = [record({ ...validLead }, 0, ['team', 'reply']), record({ ...validLead, email: 'ravi@example.in', phone: '+91 94220 11223', name: 'Ravi' }, 0, ['team'])];
    writeFileSync(path.join(dataDir, 'leads.jsonl'), lines.map((line) => JSON.stringify(line)).join('\n') + '\n');

    const logged = JSON.parse((await erase('--email', validLead.email)).stdout) as Record<string, unknown>;
    expect(logged).toMatchObject({ by: 'the file store', records: 1, notifications: 2 });
    expect(everythingIn(dataDir)).not.toContain(validLead.email);

    const { app, store } = await intake();
    try {
      const started = Date.now();
      while (mailbox.mails.length < 1 && Date.now() - started < 10_000) await new Promise((resolve) => setTimeout(resolve, 20));
      // The mail reaches the sink a moment before the worker marks it delivered.
      while ((await store.outbox.stats()).pending > 0 && Date.now() - started < 10_000) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await store.outbox.stats()).toMatchObject({ pending: 0 });
      expect(mailbox.mails.map((mail) => mail.subject)).toEqual([expect.stringContaining('Ravi')]);
    } finally {
      await app.close();
    }
  }, 60_000);

  it('refuses a command that names no one, with a clear message', async () => {
    await expect(erase()).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('--email ADDRESS or --phone NUMBER') });
  }, 30_000);
});

describe('the retention job', () => {
  it('erases only the records older than the period, and the vitals after 90 days', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'retention-'));
    const store = new FileStore({ dataDir });
    try {
      const old = record({ ...validLead, name: 'Two years ago' }, 731, ['team']);
      const recent = record({ ...validLead, name: 'Last month' }, 30, ['team']);
      await store.append('leads', old);
      await store.append('leads', recent);
      await store.append('feedback', record({ ...validFeedback }, 800));
      await store.append('vitals', record({ name: 'LCP' }, 91));
      await store.append('vitals', record({ name: 'INP' }, 10));

      expect(await eraseExpired(store, 730)).toEqual({ records: 3, notifications: 1 });
      expect((await store.list('leads')).map((kept) => kept.payload.name)).toEqual(['Last month']);
      expect(await store.list('feedback')).toEqual([]);
      expect((await store.list('vitals')).map((kept) => kept.payload.name)).toEqual(['INP']);
      expect(everythingIn(dataDir)).not.toContain(old.id);
      expect((await store.outbox.stats()).pending).toBe(1);
    } finally {
      await store.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('runs in the intake after its start, and logs how many it erased', async () => {
    const store = new MemoryStore();
    await store.append('leads', record({ ...validLead }, 400));
    await store.append('leads', record({ ...validLead }, 1));
    const logged: object[] = [];
    const job = new RetentionJob(store, 365, { info: (object) => logged.push(object), error: (object) => logged.push(object) }, 10);
    job.start();
    const started = Date.now();
    while (logged.length === 0 && Date.now() - started < 5_000) await new Promise((resolve) => setTimeout(resolve, 10));
    await job.stop();
    expect(logged).toEqual([{ retentionDays: 365, records: 1, notifications: 0 }]);
    expect(store.records.leads).toHaveLength(1);
  });
});

it('erasePerson works on the memory store too', async () => {
  const store = new MemoryStore();
  await store.append('leads', record({ ...validLead }, 0, ['team', 'reply']));
  expect(await erasePerson(store, { email: validLead.email })).toEqual({ records: 1, notifications: 2 });
  expect(await store.outbox.stats()).toEqual({ pending: 0, dead: 0 });
});
