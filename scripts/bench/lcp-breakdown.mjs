import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { defaultSettings } from 'lighthouse/core/config/constants.js';

/**
 * What Lighthouse's simulated LCP waited for in one run. Under simulated throttling the LCP is the end of a
 * replay of the page's dependency graph cut at the LCP the browser observed: every request that had finished
 * by then (scripts only if they had started to run) and the main-thread tasks that laid out or ran them.
 * This sums the pessimistic graph, the larger of the two Lighthouse averages, by kind: so the table can say
 * whether a route's LCP is its document, its fonts or the framework's scripts.
 * @param {import('lighthouse').Artifacts} artifacts  of the run (`result.artifacts`)
 * @param {object} configSettings  the run's settings (`lhr.configSettings`)
 */
export async function lcpBreakdown(artifacts, configSettings) {
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings: { ...defaultSettings, ...configSettings },
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    HostDPR: artifacts.HostDPR,
    simulator: null,
  };
  const { pessimisticEstimate } = await LanternLargestContentfulPaint.request(data, { computedCache: new Map() });
  const requests = {};
  let mainThreadMs = 0;
  for (const [node, timing] of pessimisticEstimate.nodeTimings) {
    if (node.type === 'cpu') {
      mainThreadMs += timing.endTime - timing.startTime;
      continue;
    }
    const kind = ['Document', 'Script', 'Font', 'Stylesheet', 'Image'].includes(node.request.resourceType) ? node.request.resourceType : 'Other';
    const sum = (requests[kind] ??= { count: 0, bytes: 0 });
    sum.count += 1;
    sum.bytes += node.request.transferSize ?? 0;
  }
  return { requests, mainThreadMs: Math.round(mainThreadMs) };
}
