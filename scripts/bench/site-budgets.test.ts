import { brokenBudgets, describeLcpWait, describeMachineSpeed, mainThreadCost, median, type RouteFigures } from './site-budgets';

const floor: RouteFigures = {
  path: 'floor probe',
  hasIsland: false,
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcp: 1000,
  tbt: 60,
  cls: 0,
  scriptBytes: 118 * 1024,
  cssBytes: 0,
  totalBytes: 123 * 1024,
  requests: 7,
  seoFailing: [],
};
const within: RouteFigures = { ...floor, path: '/about/', performance: 99, lcp: 1290, tbt: 90, cls: 0.02, scriptBytes: 143 * 1024, totalBytes: 340 * 1024 };

describe('brokenBudgets', () => {
  it('passes a route at the edge of every budget', () => {
    expect(brokenBudgets(within, floor)).toEqual([]);
    expect(brokenBudgets({ ...within, path: '/' }, floor)).toEqual([]);
  });

  it('names each budget a route breaks', () => {
    const broken = brokenBudgets({ ...within, path: '/', performance: 95, seo: 92, lcp: 2849, tbt: 118, cls: 0.05, scriptBytes: 164 * 1024, totalBytes: 385 * 1024 }, floor);
    expect(broken).toEqual([
      'performance 95 < 98',
      'SEO 92 < 100',
      'CLS 0.050 > 0.02',
      "LCP 2849 ms > 1.3× the floor's (1300 ms)",
      "TBT 118 ms > 1.5× the floor's (90 ms)",
      "JavaScript 164.0 KB > the floor's + 25 KB (143.0 KB)",
      'home 385.0 KB > 350.0 KB',
    ]);
  });

  it('holds the JavaScript budget only on pages without an island of their own', () => {
    expect(brokenBudgets({ ...within, hasIsland: true, scriptBytes: 200 * 1024 }, floor)).toEqual([]);
  });

  it("lets a noindex page (the 404) miss only 'is-crawlable' of the SEO audits", () => {
    const notFound = { ...within, path: '/404/', noindex: true, seo: 66, seoFailing: ['is-crawlable'] };
    expect(brokenBudgets(notFound, floor)).toEqual([]);
    expect(brokenBudgets({ ...notFound, seo: 58, seoFailing: ['is-crawlable', 'link-text'] }, floor)).toEqual(['SEO 58 < 100 (link-text)']);
    expect(brokenBudgets({ ...within, seo: 66, seoFailing: ['is-crawlable'] }, floor)).toEqual(['SEO 66 < 100 (is-crawlable)']);
  });

  it('measures blocking time against 50 ms when the floor has none', () => {
    expect(brokenBudgets({ ...within, tbt: 75 }, { ...floor, tbt: 0 })).toEqual([]);
    expect(brokenBudgets({ ...within, tbt: 76 }, { ...floor, tbt: 0 })).toEqual(["TBT 76 ms > 1.5× the floor's (75 ms)"]);
  });
});

describe('median', () => {
  it('takes the middle of an odd count and the mean of the middle two of an even one', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});

describe('describeLcpWait', () => {
  it('names what the simulated LCP waited for, by kind, in a fixed order', () => {
    expect(
      describeLcpWait({
        requests: { Font: { count: 3, bytes: 56 * 1024 }, Document: { count: 1, bytes: 41 * 1024 }, Script: { count: 9, bytes: 85 * 1024 }, Other: { count: 1, bytes: 2048 } },
        mainThreadMs: 280,
      }),
    ).toBe('document 41.0 KB · 9 scripts 85.0 KB · 3 fonts 56.0 KB · 1 other 2.0 KB · main thread 280 ms');
  });

  it('leaves out kinds with nothing in them', () => {
    expect(describeLcpWait({ requests: { Document: { count: 1, bytes: 3 * 1024 }, Image: { count: 0, bytes: 0 } }, mainThreadMs: 60 })).toBe('document 3.0 KB · main thread 60 ms');
  });
});

describe('describeMachineSpeed', () => {
  it("gives the range of Lighthouse's CPU measure and the blocking time of the slowest and fastest quarter of the runs", () => {
    const runs = [
      { benchmarkIndex: 900, tbt: 600 },
      { benchmarkIndex: 2400, tbt: 60 },
      { benchmarkIndex: 1500, tbt: 200 },
      { benchmarkIndex: 1100, tbt: 400 },
      { benchmarkIndex: 1300, tbt: 250 },
      { benchmarkIndex: 1900, tbt: 120 },
      { benchmarkIndex: 1000, tbt: 500 },
      { benchmarkIndex: 2000, tbt: 100 },
    ];
    expect(describeMachineSpeed(runs)).toBe('benchmarkIndex 900–2400 (median 1400) over 8 runs; median TBT 550 ms in the slowest quarter of them, 80 ms in the fastest');
  });

  it('says so when there were no runs', () => {
    expect(describeMachineSpeed([])).toBe('no runs');
  });
});

describe('mainThreadCost', () => {
  it('sums the thread time and counts blocking by it, scaled, beyond 50 ms per task', () => {
    // A task that waited most of its 36 ms blocks nothing by its thread time; one that ran 20 ms of 22 blocks 30 ms at 4×.
    const tasks = [
      { wallMs: 36, cpuMs: 2 },
      { wallMs: 22, cpuMs: 20 },
      { wallMs: 8, cpuMs: 8 },
    ];
    expect(mainThreadCost(tasks, 4)).toEqual({ cpuMs: 30, wallMs: 66, blockingByCpuMs: 30 });
    expect(mainThreadCost(tasks, 1)).toEqual({ cpuMs: 30, wallMs: 66, blockingByCpuMs: 0 });
    expect(mainThreadCost([], 4)).toEqual({ cpuMs: 0, wallMs: 0, blockingByCpuMs: 0 });
  });
});
