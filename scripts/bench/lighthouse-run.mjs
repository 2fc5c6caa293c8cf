import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { lcpBreakdown } from './lcp-breakdown.mjs';

/**
 * One Lighthouse run (mobile defaults: simulated slow 4G and 4x CPU) of one URL in a fresh Debian Chromium,
 * printed as one line of JSON: the four category scores, the metrics, the bytes by resource type and what the
 * simulated LCP waited for (scripts/bench/lcp-breakdown.mjs), and the main thread's tasks after the first paint.
 * Usage: node scripts/bench/lighthouse-run.mjs <url> [<file for the full report>]
 * Plain JavaScript on purpose: tsx would inject helpers into the functions Lighthouse runs inside the page.
 */
const [url, reportFile] = process.argv.slice(2);
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr, artifacts } = result;
  if (reportFile) writeFileSync(reportFile, JSON.stringify(lhr));
  // An explanation, not a figure: a run whose graph Lantern cannot rebuild still reports its figures.
  const lcpWaitsOn = await lcpBreakdown(artifacts, lhr.configSettings).catch((error) => {
    console.error(`No LCP breakdown for ${url}: ${error instanceof Error ? error.message : error}`);
    return null;
  });
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const bytes = (type) => requests.filter((request) => !type || request.resourceType === type).reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  const numeric = (id) => lhr.audits[id]?.numericValue ?? null;
  const failing = Object.values(lhr.audits)
    .filter((audit) => audit.score !== null && audit.score < 1 && ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode))
    .map((audit) => audit.id);
  const mainThreadTasks = tasksAfterFirstPaint(artifacts.Trace.traceEvents);
  const lcpElement = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node ?? lhr.audits['lcp-breakdown-insight']?.details?.items?.[1];
  console.log(
    JSON.stringify({
      scores: Object.fromEntries(categories.map((id) => [id, lhr.categories[id]?.score === null ? null : Math.round((lhr.categories[id]?.score ?? 0) * 100)])),
      lcp: numeric('largest-contentful-paint'),
      fcp: numeric('first-contentful-paint'),
      tbt: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      scriptBytes: bytes('Script'),
      cssBytes: bytes('Stylesheet'),
      totalBytes: bytes(),
      requests: requests.length,
      // Lighthouse's measure of the CPU's speed at the start of this run (higher is faster).
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
      lcpElement: lcpElement?.snippet ?? lcpElement?.nodeLabel ?? null,
      lcpWaitsOn,
      mainThreadTasks,
      cpuSlowdown: lhr.configSettings.throttling?.cpuSlowdownMultiplier ?? 1,
      runtimeError: lhr.runtimeError?.code ?? null,
      failing,
      // The SEO category's own audits below a full score: a noindex page (the 404) fails 'is-crawlable' by design.
      seoFailing: (lhr.categories.seo?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && (lhr.audits[ref.id]?.score ?? 0) < 1)
        .map((ref) => ref.id),
    }),
  );
} finally {
  await chrome.kill();
}

/**
 * The page's main-thread tasks after its first contentful paint, each as its wall time and the thread's own
 * time in it (ms, unthrottled; scripts/bench/site-budgets.ts reads them). The page's thread is the busiest
 * renderer main thread of the trace; a task nested in another is part of it.
 */
function tasksAfterFirstPaint(events) {
  const threadOf = (event) => `${event.pid}:${event.tid}`;
  const mains = new Set(events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map(threadOf));
  const counts = new Map();
  for (const event of events) if (event.ph === 'X' && mains.has(threadOf(event))) counts.set(threadOf(event), (counts.get(threadOf(event)) ?? 0) + 1);
  const page = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  const fcp = events.find((event) => event.name === 'firstContentfulPaint' && threadOf(event) === page);
  if (!page || !fcp) return [];
  const tasks = events.filter((event) => event.name === 'RunTask' && event.ph === 'X' && threadOf(event) === page && event.ts > fcp.ts).sort((a, b) => a.ts - b.ts);
  const topLevel = [];
  for (const task of tasks) if (!topLevel.length || topLevel.at(-1).ts + topLevel.at(-1).dur <= task.ts) topLevel.push(task);
  return topLevel.map((task) => ({ wallMs: task.dur / 1000, cpuMs: (task.tdur ?? task.dur) / 1000 }));
}
