import { LinkChecker, LinkState, type LinkResult } from 'linkinator';
import type { Failure } from './failure';
import { originPattern, pathOn } from './origin';

export interface LinkCrawl {
  /** Pages opened and read for links (HTML answers), as URL paths. */
  pages: Set<string>;
  /** URL paths of the site fetched: pages and every file they load or link to. */
  fetched: Set<string>;
  /** URLs of other origins, not fetched (there is no internet here). */
  external: Set<string>;
  /** mailto:, tel: and other links that are not fetched by nature. */
  nonHttp: Set<string>;
  failures: Failure[];
}

/** Why a link failed: the status and, for a redirect, where to; or the error (a missing fragment, a refused connection). */
function reasonOf(result: LinkResult): string {
  const details = result.failureDetails ?? [];
  const status = result.status ?? 0;
  if (status >= 300 && status < 400) {
    const location = details.map((detail) => (detail instanceof Error ? undefined : detail.headers?.location)).find(Boolean);
    return `HTTP ${status}, a redirect${location ? ` to ${location}` : ''}: link to the final URL`;
  }
  const errors = [...new Set(details.filter((detail): detail is Error => detail instanceof Error).map((error) => error.message))];
  return [status ? `HTTP ${status}` : '', ...errors].filter(Boolean).join('; ') || 'not fetched (malformed URL?)';
}

/**
 * Crawls the served site with linkinator from `starts` (URL paths), following every link of the local
 * origin and fetching every file a page loads (img, srcset, script, link: styles, fonts, icons, the
 * manifest; url() in styles). The production origin is read as the local one, so absolute links to the
 * site itself (JSON-LD, og:image) are checked too; any other origin is counted and skipped. A link that
 * redirects is a failure: the site links to its pages' final, trailing-slash URLs.
 */
export async function crawl(origin: string, production: string, starts: string[]): Promise<LinkCrawl> {
  const checker = new LinkChecker();
  const pages = new Set<string>();
  checker.on('pagestart', (url: string | URL) => {
    const path = pathOn(String(url), origin);
    if (path !== null && !/\.css$/.test(path)) pages.add(path);
  });
  const { links } = await checker.check({
    path: starts.map((start) => `${origin}${start}`),
    recurse: true,
    checkCss: true,
    checkFragments: true,
    redirects: 'error',
    // The machine is shared and the server is local: a handful of requests at a time is plenty.
    concurrency: 8,
    timeout: 15_000,
    urlRewriteExpressions: [{ pattern: originPattern(production), replacement: origin }],
    linksToSkip: async (link) => pathOn(link, origin) === null,
  });

  const fetched = new Set<string>();
  const external = new Set<string>();
  const nonHttp = new Set<string>();
  const failures: Failure[] = [];
  for (const result of links) {
    const local = pathOn(result.url, origin);
    if (result.state === LinkState.SKIPPED) {
      if (/^https?:/i.test(result.url)) external.add(result.url);
      else nonHttp.add(result.url);
      continue;
    }
    if (local !== null) fetched.add(local.replace(/#.*$/, ''));
    if (result.state !== LinkState.BROKEN) continue;
    const page = result.parent ? (pathOn(result.parent, origin) ?? result.parent) : '(start)';
    const isFragment = local?.includes('#') ?? false;
    failures.push({
      check: isFragment ? 'anchors' : 'links',
      page,
      target: local ?? result.url,
      rule: isFragment ? 'fragment' : result.status && result.status >= 300 && result.status < 400 ? 'redirect' : 'broken',
      message: reasonOf(result),
    });
  }
  return { pages, fetched, external, nonHttp, failures };
}

/** Several crawls as one: the union of what each fetched, read and skipped, and all their failures. */
export function mergeCrawls(crawls: LinkCrawl[]): LinkCrawl {
  const union = (pick: (crawl: LinkCrawl) => Set<string>) => new Set(crawls.flatMap((one) => [...pick(one)]));
  return {
    pages: union((one) => one.pages),
    fetched: union((one) => one.fetched),
    external: union((one) => one.external),
    nonHttp: union((one) => one.nonHttp),
    failures: crawls.flatMap((one) => one.failures),
  };
}
