import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { en } from '@/content/i18n/en';
import { hi } from '@/content/i18n/hi';
import { buildServer } from '@/server/app';
import { intakeOptionsFromEnv } from '@/server/intake/config';
import { precompress } from '@/server/precompress';
import { SEARCH_DEBOUNCE_MS } from '@/lib/search/pagefind';
import { startEmulator, stopEmulator } from '@/tests/support/firestore-emulator';
import { buildBenchSite } from './bench-site';

/**
 * `npm run bench:search [-- N ...]`: what search costs a visitor. For the site in out/ (built first when
 * it has no index), and for a site of N posts built from the Firestore emulator (default 5,000, the build
 * benchmark's largest; `0` for none), it prints:
 * - the index: its files on disk, the runtime a page loads (script, worker, WebAssembly) and each
 *   language's index chunks;
 * - three typical queries, each on a fresh visit (empty cache), under 4x CPU throttling: the bytes fetched
 *   from opening search to the results, and the milliseconds from the last keystroke to the results shown;
 *   then a second query on the same page, with the runtime already loaded.
 * Milliseconds include the debounce of the box (SEARCH_DEBOUNCE_MS). Writes reports/bench-search.json and .md.
 */
const root = process.cwd();
const REPORTS = path.join(root, 'reports');
const CPU_SLOWDOWN = 4;
const TYPING_DELAY_MS = 60;
const sizes = process.argv.slice(2).map(Number).filter(Number.isFinite);
const POST_COUNTS = sizes.length ? sizes.filter((n) => n > 0) : [5000];

interface Query {
  page: string;
  first: string;
  then: string;
  lang: 'en' | 'hi';
}
const QUERIES: Query[] = [
  { page: '/ecrop/', first: 'drip subsidy', then: 'soil test', lang: 'en' },
  { page: '/', first: 'PMFBY claim', then: 'fishing zone', lang: 'en' },
  { page: '/hi/ecrop/', first: 'मिट्टी', then: 'फसल बीमा', lang: 'hi' },
];

interface IndexSize {
  files: number;
  totalKB: number;
  runtimeKB: number;
  chunksKB: Record<string, number>;
}

function sizeOf(file: string): number {
  return statSync(file).size;
}

/** The index on disk: everything, the runtime one language loads, and each language's chunks (all named `<lang>_…`). */
function indexSize(outDir: string): IndexSize {
  const dir = path.join(outDir, 'pagefind');
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => statSync(path.join(dir, file)).isFile() && !/\.(br|gz)$/.test(file));
  const total = files.reduce((sum, file) => sum + sizeOf(path.join(dir, file)), 0);
  const runtime = ['pagefind.js', 'pagefind-worker.js', 'wasm.en-in.pagefind'].reduce((sum, file) => sum + sizeOf(path.join(dir, file)), 0);
  const chunks: Record<string, number> = {};
  for (const file of files) {
    const lang = /(?:^|\/)(?:pagefind\.)?([a-z-]+)_[0-9a-f]+\.pf_\w+$/.exec(file)?.[1];
    if (lang) chunks[lang] = (chunks[lang] ?? 0) + sizeOf(path.join(dir, file)) / 1024;
  }
  return { files: files.length, totalKB: total / 1024, runtimeKB: runtime / 1024, chunksKB: chunks };
}

interface QueryFigures {
  query: string;
  page: string;
  results: string;
  coldKB: number;
  coldMs: number;
  warmQuery: string;
  warmKB: number;
  warmMs: number;
}

/** Type `query` into the open dialog; resolves the ms from the last key to the status naming the query, and the KB fetched meanwhile. */
async function timedQuery(page: import('@playwright/test').Page, query: string, fetched: () => number): Promise<{ ms: number; kB: number; status: string }> {
  const before = fetched();
  // In-page code is passed as text: the script runner's helpers (esbuild's __name) do not exist in the page.
  await page.evaluate(`document.addEventListener('keydown', () => { window.lastKeyAt = performance.now(); }, { capture: true })`);
  const shown = page.evaluate(`new Promise((resolve) => {
    const needle = ${JSON.stringify(`“${query}”`)};
    const observer = new MutationObserver(() => {
      const status = document.querySelector('dialog [role="status"]');
      if (status && status.textContent.includes(needle)) {
        observer.disconnect();
        resolve(performance.now());
      }
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  })`) as Promise<number>;
  await page.keyboard.type(query, { delay: TYPING_DELAY_MS });
  const shownAt = await shown;
  const lastKeyAt = (await page.evaluate('window.lastKeyAt')) as number;
  await page.waitForLoadState('networkidle');
  const status = (await page.locator('dialog [role="status"]').textContent()) ?? '';
  return { ms: shownAt - lastKeyAt, kB: (fetched() - before) / 1024, status };
}

async function measureQuery(browser: Browser, baseUrl: string, query: Query): Promise<QueryFigures> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  let bytes = 0;
  page.on('requestfinished', async (request) => {
    const sizes = await request.sizes().catch(() => undefined);
    if (sizes) bytes += sizes.responseBodySize + sizes.responseHeadersSize;
  });
  await page.goto(`${baseUrl}${query.page}`, { waitUntil: 'networkidle' });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const words = query.lang === 'hi' ? hi.search : en.search;
  await page.keyboard.press('/');
  await page.getByRole('searchbox', { name: words.inputLabel }).waitFor();
  const cold = await timedQuery(page, query.first, () => bytes);
  await page.getByRole('searchbox', { name: words.inputLabel }).fill('');
  const warm = await timedQuery(page, query.then, () => bytes);
  await context.close();
  return {
    query: query.first,
    page: query.page,
    results: cold.status,
    coldKB: cold.kB,
    coldMs: cold.ms,
    warmQuery: query.then,
    warmKB: warm.kB,
    warmMs: warm.ms,
  };
}

async function measureSite(label: string, outDir: string, browser: Browser) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-search-'));
  const server = await buildServer({ outDir, intake: intakeOptionsFromEnv({ ...process.env, INTAKE_DATA_DIR: dataDir, INTAKE_STORE: 'file' }) });
  const baseUrl = await server.listen({ port: 0, host: '127.0.0.1' });
  try {
    const queries: QueryFigures[] = [];
    for (const query of QUERIES) queries.push(await measureQuery(browser, baseUrl, query));
    return { site: label, index: indexSize(outDir), queries };
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function report(rows: Awaited<ReturnType<typeof measureSite>>[]): string {
  const lines: string[] = [];
  for (const row of rows) {
    const chunks = Object.entries(row.index.chunksKB)
      .map(([lang, kB]) => `${lang} ${kB.toFixed(0)} KB`)
      .join(', ');
    lines.push(`### ${row.site}`, '');
    lines.push(
      `Index: ${row.index.files} files, ${row.index.totalKB.toFixed(0)} KB on disk; runtime a page loads ${row.index.runtimeKB.toFixed(0)} KB; index chunks ${chunks}.`,
      '',
    );
    lines.push(`| page | first query (fresh visit) | KB fetched | ms to results | then | KB fetched | ms to results | results of the first |`);
    lines.push('|---|---|---:|---:|---|---:|---:|---|');
    for (const q of row.queries)
      lines.push(`| ${q.page} | ${q.query} | ${q.coldKB.toFixed(1)} | ${q.coldMs.toFixed(0)} | ${q.warmQuery} | ${q.warmKB.toFixed(1)} | ${q.warmMs.toFixed(0)} | ${q.results} |`);
    lines.push('');
  }
  lines.push(
    `CPU throttled ${CPU_SLOWDOWN}x (CDP), 390 px, keys ${TYPING_DELAY_MS} ms apart; milliseconds from the last key to the results, including the ${SEARCH_DEBOUNCE_MS} ms debounce.`,
  );
  return lines.join('\n');
}

async function main() {
  const outDir = path.join(root, 'out');
  if (!existsSync(path.join(outDir, 'pagefind', 'pagefind-entry.json'))) {
    console.log('out/ has no search index; running npm run build first.');
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
    if (build.status !== 0) throw new Error('npm run build failed');
    precompress(outDir);
  }
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const rows: Awaited<ReturnType<typeof measureSite>>[] = [];
  try {
    rows.push(await measureSite('The site (content/)', outDir, browser));
    if (POST_COUNTS.length) {
      const emulator = await startEmulator();
      try {
        for (const count of POST_COUNTS) {
          console.log(`Building a site of ${count} posts from the emulator...`);
          const site = await buildBenchSite(emulator.host, count, `bench-search-${count}`);
          precompress(path.join(site.dir, 'out'));
          rows.push(await measureSite(`${count} posts, ${site.articles} newsletter articles (${site.pages} pages)`, path.join(site.dir, 'out'), browser));
          rmSync(site.dir, { recursive: true, force: true });
        }
      } finally {
        await stopEmulator(emulator);
      }
    }
  } finally {
    await browser.close();
  }
  const table = report(rows);
  console.log(`\n${table}`);
  mkdirSync(REPORTS, { recursive: true });
  writeFileSync(path.join(REPORTS, 'bench-search.json'), `${JSON.stringify(rows, null, 2)}\n`);
  writeFileSync(path.join(REPORTS, 'bench-search.md'), `${table}\n`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
