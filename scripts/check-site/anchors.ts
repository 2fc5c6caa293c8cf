import type { Failure } from './failure';
import { pathOn } from './origin';
import type { PageFacts } from './page-facts';

export interface AnchorResult {
  /** Links with a fragment checked: each distinct href once per page. */
  checked: number;
  failures: Failure[];
}

/**
 * Every `#fragment` a page links to on the site (its own page, another page, or the production origin)
 * must name an element id, or an `<a name>`, on the page it lands on. `#top` and an empty fragment scroll
 * to the top in every browser, and a text fragment (`#:~:text=`) names no element, so those pass.
 *
 * linkinator's own checkFragments is on too, but it only checks a fragment when the link to it is found
 * before the target page is fetched: a link to a page the crawl has already visited goes unchecked.
 */
export function anchorFailures(pages: ReadonlyMap<string, PageFacts>, origins: { local: string; production: string }): AnchorResult {
  const failures: Failure[] = [];
  let checked = 0;
  for (const page of pages.values()) {
    const seen = new Set<string>();
    for (const link of page.fragmentLinks) {
      if (seen.has(link.href)) continue;
      seen.add(link.href);
      const resolved = new URL(link.href, `${origins.local}${page.path}`);
      const onSite = pathOn(resolved.href, origins.local) ?? pathOn(resolved.href, origins.production);
      if (onSite === null) continue;
      const fragment = decodeURIComponent(resolved.hash.slice(1));
      if (fragment === '' || fragment.toLowerCase() === 'top' || fragment.startsWith(':~:')) continue;
      checked += 1;
      const target = pages.get(resolved.pathname);
      const url = `${resolved.pathname}${resolved.search}${resolved.hash}`;
      if (!target) {
        failures.push({ check: 'anchors', page: page.path, target: url, rule: 'anchor-page', message: `${resolved.pathname} is not a page of the site (link ${link.selector})` });
      } else if (!target.targets.has(fragment)) {
        failures.push({
          check: 'anchors',
          page: page.path,
          target: url,
          rule: 'anchor-target',
          message: `no element with id "${fragment}" on ${target.path} (link ${link.selector})`,
        });
      }
    }
  }
  return { checked, failures };
}
