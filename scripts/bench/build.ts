import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { site } from '@/content/site';
import { pageCollections } from '@/lib/content/source';
import { EMULATOR_PROJECT, resetEmulator, startEmulator, stopEmulator } from '@/tests/support/firestore-emulator';
import { copyOfApp, nextBuildCommand } from '@/tests/support/isolated-build';
import { emulatorDb, localDocuments, seed } from '@/tests/support/seed-firestore';

/**
 * `npm run bench:build [N...]`: for each N (default 100, 1000, 5000) seed the Firestore emulator with the
 * site's pages, N blog posts and N/10 newsletter articles, run `next build` from it, and print one table:
 * build seconds, milliseconds per page, peak memory of the whole build (every process), and Firestore reads.
 * Writes reports/bench-build.json and .md.
 */
const sizes = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => n > 0);
const SIZES = sizes.length ? sizes : [100, 1000, 5000];
const REPORTS = path.join(process.cwd(), 'reports');

function posts(count: number) {
  const templates = localDocuments('posts');
  return Array.from({ length: count }, (_, i) => {
    const template = templates[i % templates.length]!.data;
    return {
      id: `bench-post-${String(i + 1).padStart(5, '0')}`,
      data: { ...template, title: `${String(template.title)} (${i + 1})`, sortedDate: new Date(Date.UTC(2020, 0, 1) + i * 3_600_000).toISOString() },
    };
  });
}

function articles(count: number) {
  const template = localDocuments('articles').find((doc) => doc.data.publisher === site.brand)!.data;
  return Array.from({ length: count }, (_, i) => ({
    id: `bench-article-${String(i + 1).padStart(5, '0')}`,
    data: { ...template, articleTitle: `${String(template.articleTitle)} (${i + 1})`, sortedDate: new Date(Date.UTC(2020, 0, 1) + i * 86_400_000).toISOString() },
  }));
}

/**
 * Memory of a process and all its descendants, in bytes: the sum of their proportional set sizes (PSS, Linux
 * /proc), which counts memory shared between the build's processes once rather than once per process.
 */
function treeRss(rootPid: number): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      const ppid = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]);
      const rollup = readFileSync(`/proc/${entry}/smaps_rollup`, 'utf8');
      rss.set(Number(entry), Number(/^Pss:\s+(\d+) kB/m.exec(rollup)?.[1] ?? 0) * 1024);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // the process ended while being read
    }
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop()!;
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

function countHtml(dir: string): number {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html')).length;
}

interface Row {
  posts: number;
  articles: number;
  pages: number;
  seconds: number;
  msPerPage: number;
  peakMemoryMB: number;
  firestoreReads: number;
}

async function measure(host: string, count: number): Promise<Row> {
  await resetEmulator(host);
  const db = emulatorDb(host);
  for (const collection of [...pageCollections, 'magazines', 'catalogue'] as const) await seed(db, collection, localDocuments(collection));
  await seed(db, 'posts', posts(count));
  await seed(db, 'articles', articles(Math.round(count / 10)));

  const dir = copyOfApp(`bench-build-${count}`);
  const readLog = path.join(dir, 'reads.log');
  const { command, args, options } = nextBuildCommand(dir, { FIRESTORE_EMULATOR_HOST: host, FIREBASE_PROJECT_ID: EMULATOR_PROJECT, CONTENT_READ_LOG: readLog });
  const started = performance.now();
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, treeRss(child.pid!))), 200);
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  clearInterval(sampler);
  const seconds = (performance.now() - started) / 1000;
  if (code !== 0) throw new Error(`next build with ${count} posts failed:\n${stderr}`);
  const pages = countHtml(path.join(dir, 'out'));
  const reads = existsSync(readLog) ? readFileSync(readLog, 'utf8').trim().split('\n').length : 0;
  rmSync(dir, { recursive: true, force: true });
  return { posts: count, articles: Math.round(count / 10), pages, seconds, msPerPage: (seconds * 1000) / pages, peakMemoryMB: peak / 2 ** 20, firestoreReads: reads };
}

async function main() {
  const emulator = await startEmulator();
  const rows: Row[] = [];
  try {
    for (const count of SIZES) {
      console.log(`Building with ${count} posts and ${Math.round(count / 10)} articles...`);
      rows.push(await measure(emulator.host, count));
    }
  } finally {
    await stopEmulator(emulator);
  }
  const header = '| posts | articles | pages | build s | ms per page | peak memory MB | Firestore reads |';
  const lines = [header, '|---:|---:|---:|---:|---:|---:|---:|'];
  for (const r of rows)
    lines.push(`| ${r.posts} | ${r.articles} | ${r.pages} | ${r.seconds.toFixed(1)} | ${r.msPerPage.toFixed(1)} | ${r.peakMemoryMB.toFixed(0)} | ${r.firestoreReads} |`);
  const table = lines.join('\n');
  console.log(`\n${table}`);
  mkdirSync(REPORTS, { recursive: true });
  writeFileSync(path.join(REPORTS, 'bench-build.json'), `${JSON.stringify(rows, null, 2)}\n`);
  writeFileSync(path.join(REPORTS, 'bench-build.md'), `${table}\n`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
