import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnIntakeApi } from '@/server/intake/spawn-api';
import type { IntakeRecord } from '@/server/intake/store';
import { startSmtpSink } from './smtp-sink';

/**
 * `npm run bench:delivery`: how fast the intake's delivery worker empties a full outbox. 5,000 brochure
 * requests, each owing a team mail and a reply (10,000 notifications, as after an SMTP outage), are written
 * to a file store; then the intake starts on it (a child process, as in production) and sends them to a
 * real SMTP server on loopback (scripts/bench/smtp-sink.ts, in this process). Prints mails per second and
 * how long notifications waited in the queue, from the moment their submissions were stored.
 */
const SUBMISSIONS = 5_000;
const TIMEOUT_MS = 10 * 60 * 1000;

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-delivery-'));
  const sink = await startSmtpSink();
  const stored = Date.now();
  const records: IntakeRecord[] = Array.from({ length: SUBMISSIONS }, (_, n) => ({
    id: randomUUID(),
    receivedAt: new Date(stored).toISOString(),
    payload: {
      name: `Farmer ${n}`,
      email: `farmer.${n}@example.in`,
      phone: '+91 98765 43210',
      sector: 'Agriculture',
      message: 'eCrop Brochure',
      domain: 'eCrop Brochure',
      page: '/ecrop/',
    },
    page: '/ecrop/',
    lang: 'en',
    owes: ['team', 'reply'],
  }));
  writeFileSync(path.join(dataDir, 'leads.jsonl'), records.map((record) => `${JSON.stringify(record)}\n`).join(''));
  const expected = records.length * 2;

  const api = await spawnIntakeApi({ SMTP_URL: sink.smtpUrl, INTAKE_STORE: 'file', INTAKE_DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'info' });
  const started = Date.now();
  try {
    while (sink.arrivals.size < expected && Date.now() - started < TIMEOUT_MS) await new Promise((resolve) => setTimeout(resolve, 100));
    const arrivals = [...sink.arrivals.values()].sort((a, b) => a - b);
    const last = arrivals.at(-1) ?? started;
    const seconds = (last - started) / 1000;
    const waits = arrivals.map((at) => at - stored);
    const p50 = waits[Math.floor(waits.length / 2)] ?? NaN;
    console.log(`${sink.arrivals.size} of ${expected} notifications delivered to SMTP on loopback in ${seconds.toFixed(1)} s after the intake started`);
    console.log(`  mails/second            ${(sink.arrivals.size / seconds).toFixed(0)}`);
    console.log(`  wait in the queue, p50  ${(p50 / 1000).toFixed(1)} s`);
    console.log(
      `  longest wait            ${((waits.at(-1) ?? NaN) / 1000).toFixed(1)} s (from being stored; the intake took ${((started - stored) / 1000).toFixed(1)} s to start)`,
    );
    if (sink.arrivals.size < expected) {
      console.error('FAIL: not every notification arrived.');
      process.exitCode = 1;
    }
  } finally {
    await api.stop('SIGTERM');
    await sink.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
