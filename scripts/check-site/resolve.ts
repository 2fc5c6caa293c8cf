import type { CheckName, Failure } from './failure';
import { toLocal } from './origin';

/** How many requests the check keeps in flight against the local server. */
const PARALLEL = 8;

/** Runs `task` over `items`, PARALLEL at a time, keeping the order of the results. */
export async function inBatches<T, R>(items: T[], task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += PARALLEL) results.push(...(await Promise.all(items.slice(i, i + PARALLEL).map(task))));
  return results;
}

/**
 * Each production URL, moved onto the local server, must answer 200 itself: not a redirect (to the
 * trailing-slash URL or elsewhere), not a 404. A canonical or alternate that redirects tells search
 * engines to index a URL the site does not serve.
 */
export async function resolveOnLocal(urls: Map<string, { page: string; what: string }>, production: string, local: string): Promise<Failure[]> {
  const answers = await inBatches([...urls], async ([url, source]): Promise<Failure | null> => {
    const localUrl = toLocal(url, production, local);
    if (localUrl === null) return null;
    const response = await fetch(localUrl, { redirect: 'manual' });
    await response.body?.cancel();
    if (response.status === 200) return null;
    const location = response.headers.get('location');
    const check: CheckName = source.page === '/sitemap.xml' ? 'sitemap' : source.what === 'canonical' || source.what === 'og:url' ? 'canonical' : 'hreflang';
    return {
      check,
      page: source.page,
      target: url,
      rule: 'resolves',
      message: `${source.what} answers ${response.status}${location ? ` → ${location}` : ''} on the local server`,
    };
  });
  return answers.filter((failure): failure is Failure => failure !== null);
}
