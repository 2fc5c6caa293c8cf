import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { dictionaryFor } from '@/content/i18n';
import type { Lang } from '@/lib/i18n';
import { buildServer } from '@/server/app';
import { intakeOptionsFromEnv } from '@/server/intake/config';
import { precompress } from '@/server/precompress';
import { SEARCH_DEBOUNCE_MS } from '@/lib/search/pagefind';
import { startEmulator, stopEmulator } from '@/tests/support/firestore-emulator';
import { RATE_LIMIT_HEADROOM_ENV } from '@/tests/support/rate-limit-headroom';
import { articleCount } from './bench-content';
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
 * `--keep` keeps the large site under reports/bench-search-N/ and measures a kept one again without building it.
 */
const root = process.cwd();
const REPORTS = path.join(root, 'reports');
const CPU_SLOWDOWN = 4;
const TYPING_DELAY_MS = 60;
const args = process.argv.slice(2);
const KEEP = args.includes('--keep');
const sizes = args
  .filter((arg) => arg !== '--keep')
  .map(Number)
  .filter(Number.isFinite);
const POST_COUNTS = sizes.length ? sizes.filter((n) => n > 0) : [5000];

interface Query {
  page: string;
  first: string;
  then: string;
  lang: Lang;
}
const QUERIES: Query[] = [
  { page: '/ecrop/', first: 'soil moisture', then: 'coffee', lang: 'en' },
  { page: '/', first: 'PMFBY claim', then: 'fishing zone', lang: 'en' },
  { page: '/hi/ecrop/', first: 'मिट्टी', then: 'फसल बीमा', lang: 'hi' },
  // Pagefind has no Marathi stemmer: the Marathi pages are an index of their own (their <html lang="mr">).
  { page: '/mr/ecrop/', first: 'माती', then: 'पीक विमा', lang: 'mr' },
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

/** What a request was fetched for: the page itself, the first query (search not loaded yet), the second. */
type Step = 'page' | 'cold' | 'warm';

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

/**
 * Type `query` into the open dialog; resolves the ms from the last character typed (its `input` event:
 * Devanagari is inserted as text, without key events) to the status naming the query.
 */
async function timedQuery(page: import('@playwright/test').Page, query: string): Promise<{ ms: number; status: string }> {
  // In-page code is passed as text: the script runner's helpers (esbuild's __name) do not exist in the page.
  await page.evaluate(`document.addEventListener('input', () => { window.lastKeyAt = performance.now(); }, { capture: true })`);
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
  return { ms: shownAt - lastKeyAt, status };
}

async function measureQuery(browser: Browser, baseUrl: string, query: Query): Promise<QueryFigures> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  // Every request, by the step it belongs to; sized at the end (sizes arrive after the response).
  let step = 'page' as Step;
  const requests: Array<{ step: Step; request: import('@playwright/test').Request }> = [];
  page.on('requestfinished', (request) => requests.push({ step, request }));
  const kBOf = async (which: Step) => {
    let bytes = 0;
    for (const entry of requests.filter((candidate) => candidate.step === which)) {
      const sizes = await entry.request.sizes().catch(() => undefined);
      if (sizes) bytes += sizes.responseBodySize + sizes.responseHeadersSize;
    }
    return bytes / 1024;
  };
  await page.goto(`${baseUrl}${query.page}`, { waitUntil: 'networkidle' });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const words = dictionaryFor(query.lang).search;
  await page.keyboard.press('/');
  await page.getByRole('searchbox', { name: words.inputLabel }).waitFor();
  step = 'cold';
  const cold = await timedQuery(page, query.first);
  await page.getByRole('searchbox', { name: words.inputLabel }).fill('');
  step = 'warm';
  const warm = await timedQuery(page, query.then);
  const [coldKB, warmKB] = [await kBOf('cold'), await kBOf('warm')];
  await context.close();
  return {
    query: query.first,
    page: query.page,
    results: cold.status,
    coldKB,
    coldMs: cold.ms,
    warmQuery: query.then,
    warmKB,
    warmMs: warm.ms,
  };
}

async function measureSite(label: string, outDir: string, browser: Browser) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-search-'));
  const server = await buildServer({ outDir, intake: intakeOptionsFromEnv({ ...process.env, ...RATE_LIMIT_HEADROOM_ENV, INTAKE_DATA_DIR: dataDir, INTAKE_STORE: 'file' }) });
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
  }
  // Served as production serves it: compressed (npm start compresses the whole export; a bare build does not).
  if (!existsSync(path.join(outDir, 'pagefind', 'pagefind.js.br'))) precompress(path.join(outDir, 'pagefind'));
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const rows: Awaited<ReturnType<typeof measureSite>>[] = [];
  try {
    rows.push(await measureSite('The site (content/)', outDir, browser));
    if (POST_COUNTS.length) {
      const emulator = await startEmulator();
      try {
        for (const count of POST_COUNTS) {
          const name = `bench-search-${count}`;
          const kept = path.join(REPORTS, name, 'out');
          let siteOut = kept;
          if (!(KEEP && existsSync(path.join(kept, 'pagefind', 'pagefind-entry.json')))) {
            console.log(`Building a site of ${count} posts from the emulator...`);
            siteOut = path.join((await buildBenchSite(emulator.host, count, name)).dir, 'out');
            // Only what search fetches: the whole export of thousands of pages would take hours to compress.
            precompress(path.join(siteOut, 'pagefind'));
          }
          const pages = readdirSync(siteOut, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html')).length;
          rows.push(await measureSite(`${count} posts, ${articleCount(count)} newsletter articles (${pages} pages)`, siteOut, browser));
          if (!KEEP) rmSync(path.dirname(siteOut), { recursive: true, force: true });
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
