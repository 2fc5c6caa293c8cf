import autocannon from 'autocannon';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnIntakeApi } from '../server/intake/spawn-api';

/**
 * `npm run bench:intake`: load on POST /api/contact/send, and a check that what was acknowledged was
 * stored.
 *
 * Starts the intake API as a child process (the file store in a temporary directory, rate limits
 * raised) on a free loopback port, drives it with autocannon (valid leads, 10 connections, about
 * 10 seconds), prints requests per second, p50 and p99 latency and the non-2xx count, stops the API
 * gracefully and compares the 201 answers with the lines in leads.jsonl. Exits 1 if they differ.
 *
 * autocannon's duration mode drops the requests in flight when time is up: the server stores them but
 * nobody reads the 201, so "stored" would exceed "acknowledged" by up to one per connection. The
 * measured run therefore asks for a number of requests (sized from a short warm-up to last about
 * 10 seconds) and ends only when every answer has been read.
 */

const CONNECTIONS = 10;
const SECONDS = 10;
const WARMUP_REQUESTS = 3_000;

const lead = {
  name: 'Bench Farmer',
  email: 'bench.farmer@example.in',
  phone: '+91 98765 43210',
  sector: 'Agriculture',
  message: 'eCrop Brochure',
  domain: 'eCrop Brochure',
  page: '/ecrop/',
};

interface Run {
  result: autocannon.Result;
  /** Responses read. */
  completed: number;
  /** From the start to the last response read. autocannon's own duration is rounded up to its 1 s sampling tick. */
  seconds: number;
}

async function load(url: string, amount: number, acknowledged: Set<string>): Promise<Run> {
  let completed = 0;
  let last = 0;
  const start = performance.now();
  const result = await autocannon({
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
          completed += 1;
          last = performance.now();
          if (status === 201) acknowledged.add((JSON.parse(body) as { id: string }).id);
        },
      },
    ],
  });
  return { result, completed, seconds: Math.max(last - start, 1) / 1000 };
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

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-intake-'));
  const api = await spawnIntakeApi({
    INTAKE_STORE: 'file',
    INTAKE_DATA_DIR: dataDir,
    INTAKE_RATE_LIMIT_FORMS: '1000000000',
    NODE_ENV: 'production',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  });
  let exitCode = 0;
  try {
    console.log(`Intake API at ${api.url}, data in ${dataDir}`);
    const acknowledged = new Set<string>();

    // Warm up (JIT, file handle), then size the measured run from about 2 s at the warmed-up rate.
    const warm = await load(api.url, WARMUP_REQUESTS, acknowledged);
    const calibration = await load(api.url, Math.max(CONNECTIONS * 10, Math.round((warm.completed / warm.seconds) * 2)), acknowledged);
    const amount = Math.max(CONNECTIONS * 10, Math.round((calibration.completed / calibration.seconds) * SECONDS));
    console.log(`Warm-up: ${warm.completed + calibration.completed} requests in ${(warm.seconds + calibration.seconds).toFixed(2)} s; measured run: ${amount} requests`);

    const run = await load(api.url, amount, acknowledged);
    const { result } = run;
    console.log('');
    console.log(`POST /api/contact/send, valid leads, ${CONNECTIONS} connections, ${run.completed} requests in ${run.seconds.toFixed(2)} s`);
    console.log(`  requests/second  ${(run.completed / run.seconds).toFixed(0)}`);
    console.log(`  latency p50      ${result.latency.p50} ms`);
    console.log(`  latency p99      ${result.latency.p99} ms`);
    console.log(`  non-2xx          ${result.non2xx}`);
    console.log(`  errors           ${result.errors} (timeouts ${result.timeouts})`);

    // A graceful stop waits for pending appends; then every line is in the file.
    await api.stop('SIGTERM');
    const stored = storedIds(path.join(dataDir, 'leads.jsonl'));
    const storedSet = new Set(stored);
    const missing = [...acknowledged].filter((id) => !storedSet.has(id)).length;
    console.log(`  acknowledged ${acknowledged.size}, stored ${stored.length}${missing ? ` (${missing} acknowledged ids missing)` : ''}`);
    if (acknowledged.size !== stored.length || missing > 0 || result.non2xx > 0 || result.errors > 0) {
      console.error('FAIL: acknowledged and stored differ, or some requests failed.');
      exitCode = 1;
    }
  } finally {
    await api.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(exitCode);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
