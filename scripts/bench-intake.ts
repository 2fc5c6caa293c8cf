import autocannon from 'autocannon';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnIntakeApi } from '../server/intake/spawn-api';
import { spawnSmtpSink } from './bench/smtp-sink';

/**
 * `npm run bench:intake`: load on POST /api/contact/send, and a check that what was acknowledged was
 * stored; with the notifications on and off, to show what the outbox costs.
 *
 * Starts the intake API as a child process (the file store in a temporary directory, rate limits
 * raised) on a free loopback port, four times (notifications off, on, off, on), drives it with autocannon (valid leads, 10 connections, 10 seconds
 * after a short warm-up), prints requests per second, p50 and p99 latency and the non-2xx count, stops
 * the API gracefully and compares the 201 answers with the lines in leads.jsonl. Exits 1 if they differ.
 *
 * autocannon's duration mode drops the requests in flight when time is up: the server stores them but
 * nobody reads the 201, so "stored" would exceed "acknowledged" by up to one per connection. So the
 * load is given as rounds of a fixed number of requests (each ends only when every answer has been
 * read), sized from the rate so far, until 10 seconds of load have run. Latency percentiles are over
 * every response of the measured rounds.
 */

const CONNECTIONS = 10;
const SECONDS = 10;
const WARMUP_SECONDS = 2;
/** Requests per round are sized to last about this long at the rate measured so far. */
const ROUND_SECONDS = 2.5;

const lead = {
  name: 'Bench Farmer',
  email: 'bench.farmer@example.in',
  phone: '+91 98765 43210',
  sector: 'Agriculture',
  message: 'eCrop Brochure',
  domain: 'eCrop Brochure',
  page: '/ecrop/',
};

interface Tally {
  responses: number;
  non2xx: number;
  errors: number;
  /** Milliseconds, one per response. */
  latencies: number[];
  /** Seconds of load, from each round's start to its last response. */
  seconds: number;
}

const newTally = (): Tally => ({ responses: 0, non2xx: 0, errors: 0, latencies: [], seconds: 0 });

function round(url: string, amount: number, acknowledged: Set<string>, tally: Tally): Promise<void> {
  const start = performance.now();
  let last = start;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${url}/api/contact/send`,
        connections: CONNECTIONS,
        amount,
        timeout: 30,
        requests: [
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(lead),
            onResponse: (status, body) => {
              if (status === 201) acknowledged.add((JSON.parse(body) as { id: string }).id);
            },
          },
        ],
      },
      (error: unknown, result) => {
        if (error) return reject(error instanceof Error ? error : new Error(String(error)));
        tally.non2xx += result.non2xx;
        tally.errors += result.errors;
        // autocannon's own duration is rounded up to its 1 s sampling tick; time the round ourselves.
        tally.seconds += Math.max(last - start, 1) / 1000;
        resolve();
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      tally.responses += 1;
      tally.latencies.push(responseTime);
      last = performance.now();
    });
  });
}

/** Rounds until `seconds` of load have run. */
async function load(url: string, seconds: number, acknowledged: Set<string>, firstRound: number): Promise<Tally> {
  const tally = newTally();
  while (tally.seconds < seconds) {
    const rate = tally.seconds > 0 ? tally.responses / tally.seconds : firstRound / ROUND_SECONDS;
    const amount = Math.max(CONNECTIONS * 10, Math.round(rate * Math.min(ROUND_SECONDS, seconds - tally.seconds)));
    await round(url, amount, acknowledged, tally);
  }
  return tally;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

function storedIds(file: string): string[] {
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => (JSON.parse(line) as { id: string }).id);
}

interface Measured {
  rate: number;
  /** Every acknowledged lead was stored, and no request failed. */
  ok: boolean;
}

/**
 * One measurement on a fresh intake: with the notifications on (the outbox takes what each lead owes, and
 * the worker mails a real SMTP server on loopback while the load runs) or off (LEADS_NOTIFY=off).
 */
async function measure(notifications: boolean): Promise<Measured> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-intake-'));
  // A real SMTP server on loopback takes the notifications each lead owes, in a process of its own.
  const mailbox = notifications ? await spawnSmtpSink() : undefined;
  const api = await spawnIntakeApi({
    ...(mailbox ? { SMTP_URL: mailbox.smtpUrl } : { LEADS_NOTIFY: 'off' }),
    INTAKE_STORE: 'file',
    INTAKE_DATA_DIR: dataDir,
    // One loopback client posting as fast as it can: far beyond any limit.
    INTAKE_RATE_LIMIT_FORMS: '1000000000',
    INTAKE_RATE_LIMIT_VITALS: '1000000000',
    NODE_ENV: 'production',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  });
  try {
    console.log(`Intake API at ${api.url}, notifications ${notifications ? 'on' : 'off'} (child process, file store in ${dataDir})`);
    const acknowledged = new Set<string>();

    const warm = await load(api.url, WARMUP_SECONDS, acknowledged, 1_000);
    const run = await load(api.url, SECONDS, acknowledged, Math.round((warm.responses / warm.seconds) * ROUND_SECONDS));

    const sorted = [...run.latencies].sort((a, b) => a - b);
    const rate = run.responses / run.seconds;
    console.log(`  POST /api/contact/send, valid leads, ${CONNECTIONS} connections, ${run.responses} requests in ${run.seconds.toFixed(2)} s`);
    console.log(`  requests/second  ${rate.toFixed(0)}`);
    console.log(`  latency p50      ${percentile(sorted, 50).toFixed(2)} ms`);
    console.log(`  latency p99      ${percentile(sorted, 99).toFixed(2)} ms`);
    console.log(`  non-2xx          ${run.non2xx}`);
    console.log(`  errors           ${run.errors}`);

    // A graceful stop waits for pending appends; then every line is in the file.
    await api.stop('SIGTERM');
    const stored = storedIds(path.join(dataDir, 'leads.jsonl'));
    const storedSet = new Set(stored);
    const missing = [...acknowledged].filter((id) => !storedSet.has(id)).length;
    console.log(`  acknowledged ${acknowledged.size}, stored ${stored.length} (warm-up included)${missing ? `; ${missing} acknowledged ids missing` : ''}`);
    const ok = acknowledged.size === stored.length && missing === 0 && warm.non2xx + run.non2xx === 0 && warm.errors + run.errors === 0;
    if (!ok) console.error('FAIL: acknowledged and stored differ, or some requests failed.');
    return { rate, ok };
  } finally {
    await api.stop('SIGKILL');
    if (mailbox) console.log(`  mails received while it ran: ${await mailbox.close()}`);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Off and on, three times: a slow moment of the machine lands on both. */
const ORDER = [false, true, false, true, false, true];

async function main() {
  const rates = { on: [] as number[], off: [] as number[] };
  let ok = true;
  for (const notifications of ORDER) {
    const measured = await measure(notifications);
    rates[notifications ? 'on' : 'off'].push(measured.rate);
    ok &&= measured.ok;
    console.log('');
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
  const [on, off] = [median(rates.on), median(rates.off)];
  console.log(`requests/second, median of ${rates.on.length}: notifications off ${off.toFixed(0)}, on ${on.toFixed(0)}: on is ${((on / off) * 100).toFixed(1)}% of off`);
  process.exit(ok ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
