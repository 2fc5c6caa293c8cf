/**
 * How often, within one round of the benchmark, the floor probe is measured again: before the first route
 * and after every this many routes. A route gets one run per round; the floor gets several, so the medians
 * every route is divided by (its LCP and TBT ratios) rest on more runs than any one route's, taken
 * throughout the round. The floor's LCP moves a lot from run to run (whether its text painted before or after
 * its scripts ran), and a median of three of those decided the LCP budget of every route at once.
 */
export const FLOOR_EVERY = 10;

/** One round's order of visits: the floor first, then the routes, with the floor again after every `every` routes. */
export function roundOrder<Target>(floor: Target, routes: readonly Target[], every = FLOOR_EVERY): Target[] {
  return routes.flatMap((route, index) => (index % every === 0 ? [floor, route] : [route]));
}
