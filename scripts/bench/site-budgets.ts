/**
 * The speed budgets of every route, against the floor probe (the smallest static Next page, built with the
 * same next and react and served by the same server): checked by `npm run bench:site`, never by timed tests.
 */
export interface RouteFigures {
  path: string;
  /** The page has an interactive island of its own (a carousel, tabs, a form, the shop, search...). */
  hasIsland: boolean;
  /** The page asks not to be indexed (the 404 page), which Lighthouse's SEO category counts against it. */
  noindex?: boolean;
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  /** Milliseconds. */
  lcp: number;
  tbt: number;
  cls: number;
  /** Bytes transferred. */
  scriptBytes: number;
  cssBytes: number;
  totalBytes: number;
  requests: number;
  /** The SEO audits below a full score (in the median run). */
  seoFailing: string[];
}

/** A task longer than this blocks input (Lighthouse's long task, by which TBT is counted). */
const LONG_TASK_MS = 50;

export const BUDGETS = {
  minPerformance: 98,
  /** Accessibility, best practices and SEO. */
  minOtherScores: 100,
  maxCls: 0.02,
  /** LCP and TBT as multiples of the floor's. */
  maxLcpRatio: 1.3,
  maxTbtRatio: 1.5,
  /** JavaScript beyond the floor's, on pages without an island of their own. */
  maxExtraScriptBytes: 25 * 1024,
  /** Everything the home page transfers. */
  maxHomeBytes: 350 * 1024,
} as const;

/** Each budget a route breaks, in words. */
export function brokenBudgets(route: RouteFigures, floor: RouteFigures): string[] {
  const broken: string[] = [];
  if ((route.performance ?? 0) < BUDGETS.minPerformance) broken.push(`performance ${route.performance} < ${BUDGETS.minPerformance}`);
  for (const [name, score] of [
    ['accessibility', route.accessibility],
    ['best practices', route.bestPractices],
  ] as const) {
    if ((score ?? 0) < BUDGETS.minOtherScores) broken.push(`${name} ${score} < ${BUDGETS.minOtherScores}`);
  }
  // A page that must stay out of search results fails 'is-crawlable' by being right; every other SEO audit holds.
  const seoFailing = route.noindex ? route.seoFailing.filter((audit) => audit !== 'is-crawlable') : route.seoFailing;
  if (route.noindex ? seoFailing.length > 0 : (route.seo ?? 0) < BUDGETS.minOtherScores)
    broken.push(`SEO ${route.seo} < ${BUDGETS.minOtherScores}${seoFailing.length ? ` (${seoFailing.join(', ')})` : ''}`);
  if (route.cls > BUDGETS.maxCls) broken.push(`CLS ${route.cls.toFixed(3)} > ${BUDGETS.maxCls}`);
  const lcpLimit = floor.lcp * BUDGETS.maxLcpRatio;
  if (route.lcp > lcpLimit) broken.push(`LCP ${Math.round(route.lcp)} ms > ${BUDGETS.maxLcpRatio}× the floor's (${Math.round(lcpLimit)} ms)`);
  // A floor with no blocking time at all would make any ratio infinite: the length of task that starts to
  // block stands in for it.
  const tbtLimit = Math.max(floor.tbt, LONG_TASK_MS) * BUDGETS.maxTbtRatio;
  if (route.tbt > tbtLimit) broken.push(`TBT ${Math.round(route.tbt)} ms > ${BUDGETS.maxTbtRatio}× the floor's (${Math.round(tbtLimit)} ms)`);
  const scriptLimit = floor.scriptBytes + BUDGETS.maxExtraScriptBytes;
  if (!route.hasIsland && route.scriptBytes > scriptLimit) broken.push(`JavaScript ${kb(route.scriptBytes)} > the floor's + 25 KB (${kb(scriptLimit)})`);
  if (route.path === '/' && route.totalBytes > BUDGETS.maxHomeBytes) broken.push(`home ${kb(route.totalBytes)} > ${kb(BUDGETS.maxHomeBytes)}`);
  return broken;
}

/** What one run's simulated LCP waited for (scripts/bench/lcp-breakdown.mjs): requests by kind, and main-thread time. */
export interface LcpBreakdown {
  requests: Partial<Record<'Document' | 'Script' | 'Font' | 'Stylesheet' | 'Image' | 'Other', { count: number; bytes: number }>>;
  /** Simulated milliseconds (the page's own CPU time scaled by Lighthouse's slowdown). */
  mainThreadMs: number;
}

const KIND_NAMES = { Document: 'document', Script: 'script', Font: 'font', Stylesheet: 'stylesheet', Image: 'image', Other: 'other' } as const;

/** One line: 'document 41.1 KB · 9 scripts 85.0 KB · 3 fonts 55.0 KB · main thread 280 ms'. */
export function describeLcpWait({ requests, mainThreadMs }: LcpBreakdown): string {
  const parts = (Object.keys(KIND_NAMES) as Array<keyof typeof KIND_NAMES>).flatMap((kind) => {
    const sum = requests[kind];
    if (!sum?.count) return [];
    const name = KIND_NAMES[kind];
    return [`${sum.count === 1 && kind === 'Document' ? name : `${sum.count} ${name}${sum.count === 1 ? '' : 's'}`} ${kb(sum.bytes)}`];
  });
  return [...parts, `main thread ${mainThreadMs} ms`].join(' · ');
}

/** One main-thread task of a run after its first contentful paint: its wall time and the time the thread ran in it (ms). */
export interface MainThreadTask {
  wallMs: number;
  cpuMs: number;
}

/** A task blocks input for what it lasts beyond LONG_TASK_MS, once scaled by Lighthouse's CPU slowdown. */
const blockingOf = (ms: number, cpuSlowdown: number) => Math.max(0, ms * cpuSlowdown - LONG_TASK_MS);

/**
 * The page's main thread after its first paint, in one run: what it cost in the thread's own time, and the
 * blocking time its tasks would make by that time instead of by their wall time. Lighthouse's TBT scales each
 * task's wall time, which on a two-core machine under tracing also counts the moments the thread waits (for a
 * script's background compile, for the trace's buffer) or is not scheduled. This tells that waiting apart from
 * the page's own work; it is a figure to read beside TBT, not a budget.
 */
export function mainThreadCost(tasks: MainThreadTask[], cpuSlowdown: number): { cpuMs: number; wallMs: number; blockingByCpuMs: number } {
  const sum = (pick: (task: MainThreadTask) => number) => tasks.reduce((total, task) => total + pick(task), 0);
  return { cpuMs: sum((task) => task.cpuMs), wallMs: sum((task) => task.wallMs), blockingByCpuMs: sum((task) => blockingOf(task.cpuMs, cpuSlowdown)) };
}

/** The median of a run's figures (the middle of three), field by field. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/**
 * How fast the machine was while the benchmark ran. Lighthouse measures the CPU at the start of every run (its
 * `benchmarkIndex`; higher is faster) and simulates the same 4× slowdown whatever it finds, so a machine whose
 * speed moves during the benchmark moves every route's blocking time, the floor's included. The report prints
 * the range and the blocking time of the runs made in the slowest and in the fastest quarter of it.
 */
export function describeMachineSpeed(runs: Array<{ benchmarkIndex: number; tbt: number }>): string {
  if (!runs.length) return 'no runs';
  const bySpeed = [...runs].sort((a, b) => a.benchmarkIndex - b.benchmarkIndex);
  const quarter = Math.max(1, Math.floor(bySpeed.length / 4));
  const tbtOf = (group: typeof runs) => Math.round(median(group.map((run) => run.tbt)));
  const indices = bySpeed.map((run) => run.benchmarkIndex);
  return [
    `benchmarkIndex ${Math.round(indices[0]!)}–${Math.round(indices.at(-1)!)} (median ${Math.round(median(indices))}) over ${runs.length} runs`,
    `median TBT ${tbtOf(bySpeed.slice(0, quarter))} ms in the slowest quarter of them, ${tbtOf(bySpeed.slice(-quarter))} ms in the fastest`,
  ].join('; ');
}
