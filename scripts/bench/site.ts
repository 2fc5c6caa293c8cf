import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildIfStaleOrExit } from '@/server/build-site';
import { precompress } from '@/server/precompress';
import { serveSite } from '@/scripts/check-site/serve';
import { shippedPages, shippedPosts } from '@/tests/support/local-pages';
import { dedicatedSlugs, hrefOf, pagePath, postPath } from '@/lib/routes';
import { OFFLINE_SLUG } from '@/lib/offline';
import type { Page } from '@/lib/content/schema';
import { isListenable } from '@/lib/content/listenable';
import { TRANSLATIONS } from '@/lib/i18n';
import {
  brokenBudgets,
  BUDGETS,
  describeLcpWait,
  describeMachineSpeed,
  kb,
  mainThreadCost,
  median,
  type LcpBreakdown,
  type MainThreadTask,
  type RouteFigures,
} from './site-budgets';
import { FLOOR_EVERY, roundOrder } from './run-order';
import { rewritesLeftOut } from '@/scripts/rewrite-flags';

/**
 * `npm run bench:site [-- --quick] [-- --runs N] [-- --only /a/,/b/] [-- --without REWRITE[,REWRITE]]`: Lighthouse (mobile) on every route of the site and
 * on the floor probe (scripts/bench/floor: one heading and a dozen paragraphs, built with the same next and
 * react), both precompressed and served by the site's own server. Runs are interleaved (each round visits
 * every route once and the floor before every tenth of them, each in a fresh Chromium: scripts/bench/run-order.ts)
 * so a slow moment of the machine lands on all of them; the table shows medians. Writes
 * reports/bench-site/results.{json,md} and exits 1 when a budget (scripts/bench/site-budgets.ts) is broken.
 * Measure on a quiet machine: Lighthouse scales the page's own CPU time by four.
 * --quick is the check every change runs: the floor and QUICK_ROUTES, three interleaved runs each, the floor
 * twice a round. The full run (every route) is the release check. --without builds out/ without the named
 * rewrites (scripts/rewrite-flags.ts), to measure what each one earns.
 */
const execFileAsync = promisify(execFile);
const root = process.cwd();
const reportDir = path.join(root, 'reports', 'bench-site');
const floorDir = path.join(root, 'reports', 'bench-floor');

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}
/** The routes of `--quick`: the home page, a product, a service, the two lists and a service with a form. */
const QUICK_ROUTES = ['/', '/ecrop/', '/crop-monitoring/', '/more-reads/', '/agri-insurance/', '/blog/'];
/** In `--quick`, the floor is measured again after this many routes: twice a round. */
const QUICK_FLOOR_EVERY = 3;
const quick = process.argv.includes('--quick');
const runs = Number(option('--runs') ?? 3);
const only = option('--only')?.split(',') ?? (quick ? QUICK_ROUTES : undefined);
const floorEvery = quick ? QUICK_FLOOR_EVERY : FLOOR_EVERY;
const without = option('--without');
// The build reads it, and it is part of the build's stamp: out/ is rebuilt without those rewrites.
if (without !== undefined) process.env.BUILD_WITHOUT = without;
const leftOut = rewritesLeftOut();
/** Each kind of run keeps its own results file, so a comparison's runs sit side by side in reports/. */
const resultsName = `results${quick ? '-quick' : ''}${leftOut.length ? `-without-${leftOut.join('+')}` : ''}`;

/** Section types whose components hydrate an island of the page's own; a brochure button is one too, and so is Listen on a prose page. */
const ISLAND_SECTIONS = new Set(['carousel', 'tabs', 'form', 'shop', 'siteSearch', 'savedPages', 'listing']);
const hasIsland = (page: Page) =>
  isListenable(page) || page.sections.some((section) => ISLAND_SECTIONS.has(section.type)) || JSON.stringify(page.sections).includes('"action":"brochure"');

interface Route {
  path: string;
  hasIsland: boolean;
  noindex?: boolean;
}

/**
 * Every route of the route table (each page document, English), one post (Listen is on it), a later More Reads page
 * (when built), each translation's eCrop page and home page, and the 404 page. The 404 document is measured at /404/, where the server sends the same HTML with a
 * 200: Lighthouse refuses to audit a document answered with an error status.
 */
function routes(): Route[] {
  const pages = shippedPages().filter((page) => page.slug !== dedicatedSlugs.notFound && page.slug !== OFFLINE_SLUG);
  const translated = TRANSLATIONS.flatMap((lang) =>
    shippedPages(lang)
      .filter((page) => page.slug === 'ecrop' || page.slug === dedicatedSlugs.home)
      .map((page) => ({ path: hrefOf(pagePath(page.slug, lang)), hasIsland: hasIsland(page) })),
  );
  const all: Route[] = [
    ...pages.map((page) => ({ path: hrefOf(pagePath(page.slug)), hasIsland: hasIsland(page) })),
    { path: hrefOf(postPath(shippedPosts()[0]!.id)), hasIsland: true },
    // A later More Reads page, once the export has one (its static list pages).
    ...(existsSync(path.join(root, 'out', 'more-reads', 'page', '3', 'index.html')) ? [{ path: '/more-reads/page/3/', hasIsland: true }] : []),
    ...translated,
    { path: '/404/', hasIsland: false, noindex: true },
  ];
  return only ? all.filter((route) => only.includes(route.path)) : all;
}

/** The floor probe, copied out of the sources, built with the site's next and precompressed like the site. */
function buildFloor(): string {
  rmSync(floorDir, { recursive: true, force: true });
  cpSync(path.join(root, 'scripts', 'bench', 'floor'), floorDir, { recursive: true });
  // The site's favicon, so the probe's console has no 404 for it, as the site's has none.
  cpSync(path.join(root, 'app', 'icon.svg'), path.join(floorDir, 'app', 'icon.svg'));
  const build = spawnSync(process.execPath, [require.resolve('next/dist/bin/next'), 'build'], {
    cwd: floorDir,
    encoding: 'utf8',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (build.status !== 0) throw new Error(`The floor probe's build failed:\n${build.stdout}\n${build.stderr}`);
  const out = path.join(floorDir, 'out');
  precompress(out);
  return out;
}

/** What one Lighthouse run reports (scripts/bench/lighthouse-run.mjs); a route's figures are their medians. */
type RunFigures = Pick<RouteFigures, 'lcp' | 'tbt' | 'cls' | 'scriptBytes' | 'cssBytes' | 'totalBytes' | 'requests' | 'seoFailing'> & {
  scores: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number | null>;
  fcp: number;
  lcpElement: string | null;
  lcpWaitsOn: LcpBreakdown | null;
  mainThreadTasks: MainThreadTask[];
  cpuSlowdown: number;
  runtimeError: string | null;
  failing: string[];
  benchmarkIndex: number | null;
};

/**
 * One Lighthouse run in its own process and browser (scripts/bench/lighthouse-run.mjs). Asynchronous: the
 * servers it measures run in this process and must keep answering while it runs.
 */
async function lighthouse(url: string, reportFile: string, attempt = 1): Promise<RunFigures> {
  const script = path.join(root, 'scripts', 'bench', 'lighthouse-run.mjs');
  let stdout: string;
  try {
    ({ stdout } = await execFileAsync(process.execPath, [script, url, reportFile], { encoding: 'utf8', maxBuffer: 1 << 26, timeout: 180_000 }));
  } catch (error) {
    const stderr = String((error as { stderr?: string }).stderr ?? error);
    // A browser that crashes mid-run (a protocol error: target closed) says nothing about the page: run again.
    if (attempt < 3 && /Protocol error/.test(stderr)) return lighthouse(url, reportFile, attempt + 1);
    throw new Error(`Lighthouse failed on ${url}:\n${stderr}`);
  }
  const figures = JSON.parse(stdout.trim().split('\n').pop()!) as RunFigures;
  if (figures.runtimeError) {
    // A trace that lost its navigation start or first paint (NO_NAVSTART, NO_FCP) is a flaw of that run.
    if (attempt < 3 && /^NO_|TIMEOUT/.test(figures.runtimeError)) return lighthouse(url, reportFile, attempt + 1);
    throw new Error(`Lighthouse could not audit ${url}: ${figures.runtimeError}`);
  }
  return figures;
}

/**
 * How far the floor's runs spread: the same page on the same machine, so any difference is noise. Given as
 * each figure's range and its spread (max − min) over its median: a route's ratio to the floor that moves
 * by less than that says nothing.
 */
function describeNoise(floorRuns: RunFigures[]): string {
  const spread = (values: number[]) => {
    const mid = median(values);
    return `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))} ms (±${mid ? Math.round(((Math.max(...values) - Math.min(...values)) / 2 / mid) * 100) : 0}% of the median ${Math.round(mid)})`;
  };
  return `LCP ${spread(floorRuns.map((run) => run.lcp))}, TBT ${spread(floorRuns.map((run) => run.tbt))} over ${floorRuns.length} runs`;
}

type RouteSummary = RouteFigures & {
  lcpElement: string | null;
  lcpWaitsOn: LcpBreakdown | null;
  lcpRuns: number[];
  tbtRuns: number[];
  /** Medians of the main thread after the first paint, by the thread's own time (site-budgets.ts, mainThreadCost). */
  mainThreadCpu: number;
  mainThreadWall: number;
  blockingByCpu: number;
  failing: string[];
};

function summarise(route: Route, samples: RunFigures[]): RouteSummary {
  const mid = (pick: (run: RunFigures) => number | null) => median(samples.map((run) => pick(run) ?? 0));
  // The audits below a full score in the median run (by performance) say where its points went.
  const costs = samples.map((run) => mainThreadCost(run.mainThreadTasks, run.cpuSlowdown));
  const medianRun = [...samples].sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0))[Math.floor(samples.length / 2)]!;
  return {
    path: route.path,
    hasIsland: route.hasIsland,
    noindex: route.noindex,
    performance: mid((run) => run.scores.performance),
    accessibility: mid((run) => run.scores.accessibility),
    bestPractices: mid((run) => run.scores['best-practices']),
    seo: mid((run) => run.scores.seo),
    lcp: mid((run) => run.lcp),
    tbt: mid((run) => run.tbt),
    cls: mid((run) => run.cls),
    scriptBytes: mid((run) => run.scriptBytes),
    cssBytes: mid((run) => run.cssBytes),
    totalBytes: mid((run) => run.totalBytes),
    requests: mid((run) => run.requests),
    lcpElement: medianRun.lcpElement,
    // What the median-LCP run's estimate waited for, and each run's LCP: they differ by whether the
    // browser painted before or after the framework's scripts started to run.
    lcpWaitsOn: [...samples].sort((a, b) => a.lcp - b.lcp)[Math.floor(samples.length / 2)]!.lcpWaitsOn,
    lcpRuns: samples.map((run) => Math.round(run.lcp)),
    tbtRuns: samples.map((run) => Math.round(run.tbt)),
    mainThreadCpu: median(costs.map((cost) => cost.cpuMs)),
    mainThreadWall: median(costs.map((cost) => cost.wallMs)),
    blockingByCpu: median(costs.map((cost) => cost.blockingByCpuMs)),
    failing: medianRun.failing,
    seoFailing: medianRun.seoFailing,
  };
}

const HEADER = [
  'route',
  'perf',
  'a11y',
  'bp',
  'seo',
  'LCP ms',
  'LCP ×',
  'TBT ms',
  'TBT ×',
  'TBT by CPU ms',
  'main thread CPU / wall ms',
  'CLS',
  'JS',
  'CSS',
  'total',
  'req',
  'budgets',
];

function tableRow(row: RouteSummary, floor: RouteSummary, broken: string[]): string[] {
  return [
    row.path + (row.hasIsland ? ' ◆' : ''),
    String(row.performance),
    String(row.accessibility),
    String(row.bestPractices),
    String(row.seo),
    String(Math.round(row.lcp)),
    (row.lcp / floor.lcp).toFixed(2),
    String(Math.round(row.tbt)),
    (row.tbt / Math.max(floor.tbt, 1)).toFixed(2),
    String(Math.round(row.blockingByCpu)),
    `${Math.round(row.mainThreadCpu)} / ${Math.round(row.mainThreadWall)}`,
    row.cls.toFixed(3),
    kb(row.scriptBytes),
    kb(row.cssBytes),
    kb(row.totalBytes),
    String(row.requests),
    broken.length ? broken.join('; ') : 'ok',
  ];
}

async function main() {
  mkdirSync(path.join(reportDir, 'lhr'), { recursive: true });
  buildIfStaleOrExit(root, path.join(root, 'out'), 'measuring');
  console.log('Building the floor probe…');
  const floorOut = buildFloor();
  const site = await serveSite(path.join(root, 'out'));
  const floorServer = await serveSite(floorOut);
  const floorTarget = { path: '/', hasIsland: false, origin: floorServer.origin, name: 'floor' };
  const routeTargets = routes().map((route) => ({ ...route, origin: site.origin, name: route.path }));
  const samples = new Map<string, RunFigures[]>([floorTarget, ...routeTargets].map((target) => [target.name, []]));
  const floorRuns = samples.get(floorTarget.name)!;
  try {
    for (let round = 1; round <= runs; round += 1) {
      for (const target of roundOrder(floorTarget, routeTargets, floorEvery)) {
        const reportName = target === floorTarget ? `floor-${round}-${floorRuns.length + 1}` : `${target.path.replace(/\//g, '_') || '_'}-${round}`;
        const figures = await lighthouse(target.origin + target.path, path.join(reportDir, 'lhr', `${reportName}.json`));
        samples.get(target.name)!.push(figures);
        console.log(
          `round ${round}/${runs} ${target.name.padEnd(32)} perf ${figures.scores.performance} LCP ${Math.round(figures.lcp)} TBT ${Math.round(figures.tbt)} JS ${kb(figures.scriptBytes)} CPU ${figures.benchmarkIndex === null ? '?' : Math.round(figures.benchmarkIndex)}`,
        );
      }
    }
  } finally {
    await site.close();
    await floorServer.close();
  }
  const floor = summarise({ path: 'floor probe', hasIsland: false }, floorRuns);
  const rows = routeTargets.map((target) => summarise(target, samples.get(target.name)!));
  const results = rows.map((row) => ({ ...row, broken: brokenBudgets(row, floor) }));
  // A run whose report has no CPU measure says nothing about the machine's speed: it is left out, not read as 0.
  const measuredRuns = [...samples.values()].flat().flatMap((run) => (run.benchmarkIndex === null ? [] : [{ benchmarkIndex: run.benchmarkIndex, tbt: run.tbt }]));
  const machine = describeMachineSpeed(measuredRuns);
  const lines = [
    `# bench:site${quick ? ' --quick' : ''}: median of ${runs} Lighthouse mobile runs per route and of ${floorRuns.length} of the floor probe (measured again after every ${floorEvery} routes), interleaved (${new Date().toISOString().slice(0, 16)}Z)`,
    '',
    `Build: ${leftOut.length ? `without ${leftOut.join(', ')} (BUILD_WITHOUT)` : 'every rewrite of out/'}.`,
    '',
    `Noise, from the floor's own runs: ${describeNoise(floorRuns)}.`,
    '',
    `Budgets: performance ≥ ${BUDGETS.minPerformance}; accessibility, best practices, SEO ${BUDGETS.minOtherScores}; CLS ≤ ${BUDGETS.maxCls}; LCP ≤ ${BUDGETS.maxLcpRatio}× and TBT ≤ ${BUDGETS.maxTbtRatio}× the floor's; JavaScript ≤ the floor's + 25 KB on pages without an island (◆ marks those with one); home ≤ ${kb(BUDGETS.maxHomeBytes)}.`,
    '',
    `The machine: ${machine}.`,
    '',
    "TBT by CPU: the same sum as TBT (each task's time after the first paint, scaled by Lighthouse's CPU slowdown, beyond 50 ms) taken over the main thread's own time in each task instead of its wall time, which also counts the moments the thread waits or is not scheduled; main thread CPU / wall: the thread's own time in its tasks after the first paint against their wall time, unscaled. Figures to read beside TBT, not budgets.",
    '',
    `| ${HEADER.join(' | ')} |`,
    `|${HEADER.map((_, index) => (index === 0 || index === HEADER.length - 1 ? '---' : '---:')).join('|')}|`,
    `| ${tableRow(floor, floor, []).join(' | ')} |`,
    ...results.map((row) => `| ${tableRow(row, floor, row.broken).join(' | ')} |`),
    '',
    '## LCP element and audits below a full score (median run)',
    '',
    ...[{ ...floor }, ...results].map((row) => `- ${row.path}: ${row.lcpElement?.slice(0, 140) ?? '(none)'}${row.failing.length ? ` — ${row.failing.join(', ')}` : ''}`),
    '',
    '## What the simulated LCP waited for (the median-LCP run), and the LCP and TBT of each run',
    '',
    ...[{ ...floor }, ...results].map(
      (row) => `- ${row.path}: ${row.lcpWaitsOn ? describeLcpWait(row.lcpWaitsOn) : '(not known)'}; LCP ${row.lcpRuns.join(', ')} ms; TBT ${row.tbtRuns.join(', ')} ms`,
    ),
  ];
  const markdown = lines.join('\n');
  writeFileSync(path.join(reportDir, `${resultsName}.md`), `${markdown}\n`);
  writeFileSync(
    path.join(reportDir, `${resultsName}.json`),
    JSON.stringify({ runs, quick, leftOut, floorRuns: floorRuns.length, machine, budgets: BUDGETS, floor, routes: results }, null, 2),
  );
  console.log(`\n${markdown}\n\nWritten to ${path.relative(root, reportDir)}/${resultsName}.{md,json}`);
  const broken = results.filter((row) => row.broken.length);
  if (broken.length) {
    console.error(`\n${broken.length} of ${results.length} routes break a budget.`);
    process.exitCode = 1;
  } else console.log(`\nEvery route (${results.length}) is within its budgets.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
