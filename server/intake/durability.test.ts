/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startDevMailbox, type DevMailbox } from '../leads/dev-mailbox';
import { domainOf } from '../leads/mail';
import { DEFAULT_MAIL_FROM } from './config';
import { spawnIntakeApi, type SpawnedApi } from './spawn-api';
import { validLead } from './test-helpers';
import { RATE_LIMIT_HEADROOM_ENV } from '@/tests/support/rate-limit-headroom';

/**
 * Acknowledged means stored: the API runs as a real process, takes a burst of concurrent leads and is
 * killed with SIGKILL in the middle of it. Every lead that was answered 201 must be in leads.jsonl.
 * Loopback only, bounded in requests (400) and time.
 */

const TOTAL = 400;
const IN_FLIGHT = 50;
const KILL_AFTER = 150;

let dataDir: string;
let api: SpawnedApi | undefined;
let mailbox: DevMailbox;

beforeEach(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'intake-durability-'));
  mailbox = await startDevMailbox();
});

afterEach(async () => {
  await api?.stop('SIGKILL');
  api = undefined;
  await mailbox.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The ids of the records in a JSON Lines file, skipping a torn last line. */
function storedIds(file: string): string[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line) => {
      try {
        return [(JSON.parse(line) as { id: string }).id];
      } catch {
        return [];
      }
    });
}

it('keeps every acknowledged lead when the process is killed mid-burst', async () => {
  api = await spawnIntakeApi({ INTAKE_STORE: 'file', INTAKE_DATA_DIR: dataDir, ...RATE_LIMIT_HEADROOM_ENV, NODE_ENV: 'production', SMTP_URL: mailbox.smtpUrl });
  const { url, child } = api;
  const exit = new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_code, signal) => resolve(signal)));

  const acknowledged = new Set<string>();
  let next = 0;
  let killed = false;
  let failures = 0;

  async function sender() {
    while (next < TOTAL && !killed) {
      const n = next++;
      try {
        const res = await fetch(`${url}/api/contact/send`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...validLead, name: `Durable Lead ${n}` }),
          signal: AbortSignal.timeout(15_000),
        });
        const body = (await res.json()) as { id?: string };
        if (res.status === 201 && body.id) acknowledged.add(body.id);
        if (acknowledged.size >= KILL_AFTER && !killed) {
          killed = true;
          child.kill('SIGKILL');
        }
      } catch {
        // The kill resets connections: those requests were never acknowledged.
        failures += 1;
      }
    }
  }
  await Promise.all(Array.from({ length: IN_FLIGHT }, sender));
  expect(await exit).toBe('SIGKILL');

  expect(acknowledged.size).toBeGreaterThanOrEqual(KILL_AFTER);
  // The kill landed mid-burst: some requests were never answered.
  expect(acknowledged.size).toBeLessThan(TOTAL);

  // Parse tolerantly: only the very last line may be torn (a write that was never acknowledged).
  const lines = readFileSync(path.join(dataDir, 'leads.jsonl'), 'utf8').split('\n');
  const last = lines.pop();
  const stored = new Set<string>();
  lines.forEach((line) => {
    const record = JSON.parse(line) as { id: string; payload: { name: string; email: string } };
    expect(record.payload.name).toMatch(/^Durable Lead \d+$/);
    expect(record.payload.email).toBe(validLead.email);
    stored.add(record.id);
  });
  if (last) {
    try {
      stored.add((JSON.parse(last) as { id: string }).id);
    } catch {
      // torn; its id cannot have been acknowledged, which the check below confirms
    }
  }
  const missing = [...acknowledged].filter((id) => !stored.has(id));
  expect(missing).toEqual([]);
  expect(stored.size).toBeGreaterThanOrEqual(acknowledged.size);
  expect(stored.size + failures).toBeLessThanOrEqual(TOTAL + IN_FLIGHT);
}, 60_000);

it('delivers every notification after a SIGKILL mid-delivery, a repeat only ever under the same Message-ID', async () => {
  const env = { INTAKE_STORE: 'file', INTAKE_DATA_DIR: dataDir, ...RATE_LIMIT_HEADROOM_ENV, NODE_ENV: 'production', SMTP_URL: mailbox.smtpUrl };
  api = await spawnIntakeApi(env);
  const first = api;
  const exit = new Promise<void>((resolve) => first.child.once('exit', () => resolve()));
  const LEADS = 120;
  // Each lead from its own address, so every one owes a reply (the daily cap counts per address).
  await Promise.all(
    Array.from({ length: LEADS }, async (_, n) => {
      const res = await fetch(`${first.url}/api/contact/send`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...validLead, email: `farmer${n}@example.in` }),
      });
      expect(res.status).toBe(201);
    }),
  );
  // Killed while the mails go out: some sent, some not, some perhaps sent but not yet recorded.
  while (mailbox.mails.length < 20) await new Promise((resolve) => setTimeout(resolve, 5));
  first.child.kill('SIGKILL');
  await exit;
  const sentBeforeKill = mailbox.mails.length;
  expect(sentBeforeKill).toBeLessThan(LEADS * 2);

  api = await spawnIntakeApi(env);
  const expected = new Set(
    storedIds(path.join(dataDir, 'leads.jsonl')).flatMap((id) => [`<${id}.team@${domainOf(DEFAULT_MAIL_FROM)}>`, `<${id}.reply@${domainOf(DEFAULT_MAIL_FROM)}>`]),
  );
  expect(expected.size).toBe(LEADS * 2);
  const started = Date.now();
  while (new Set(mailbox.mails.map((mail) => mail.messageId)).size < expected.size && Date.now() - started < 30_000) await new Promise((resolve) => setTimeout(resolve, 50));
  const received = mailbox.mails.map((mail) => mail.messageId);
  expect(new Set(received)).toEqual(expected);
  // At least once: a mail sent but not yet recorded when the process died goes again, with the same Message-ID.
  expect(received.length).toBeGreaterThanOrEqual(expected.size);
  const health = (await (await fetch(`${api.url}/api/health`)).json()) as { outbox: { pending: number; dead: number } };
  expect(health.outbox).toEqual({ pending: 0, dead: 0 });
}, 90_000);
