import type { Failure } from './failure';
import { pathOn } from './origin';
import type { Alternate, PageFacts } from './page-facts';

/**
 * The rules for the URLs a page gives search engines and link previews: its canonical, its language
 * alternates (hreflang), its Open Graph URL, and the sitemap. All of them are absolute URLs on the
 * production origin; these rules read them as paths of the site, so they are checked against the pages
 * of out/ (whether each URL also answers 200 is asked of the server, see urlsToResolve).
 */

/** The primary language of a language tag, the part hreflang pairs are matched on: `en-IN` → `en`. */
export function primaryLanguage(tag: string): string {
  return tag.toLowerCase().split('-')[0] ?? '';
}

function fail(check: Failure['check'], page: string, target: string, rule: string, message: string): Failure {
  return { check, page, target, rule, message };
}

/**
 * A page's canonical is the page itself, on the production origin: exactly one `<link rel=canonical>`
 * on every page that may be indexed (a noindex page asks to be left out, so it needs none), and the
 * `og:url` the same URL, so a shared link and a search result name the same page.
 */
export function canonicalFailures(page: PageFacts, production: string): Failure[] {
  const failures: Failure[] = [];
  const canonical = page.canonicals[0];
  if (page.canonicals.length > 1)
    failures.push(fail('canonical', page.path, 'link[rel=canonical]', 'canonical-single', `${page.canonicals.length} canonical links; a page has one`));
  if (canonical === undefined) {
    if (!page.noindex) failures.push(fail('canonical', page.path, 'link[rel=canonical]', 'canonical-missing', 'no canonical link on a page that may be indexed'));
  } else {
    const path = pathOn(canonical, production);
    if (path === null) failures.push(fail('canonical', page.path, canonical, 'canonical-origin', `the canonical is not on the production origin ${production}`));
    else if (path !== page.path) failures.push(fail('canonical', page.path, canonical, 'canonical-self', `the canonical names ${path}, not the page itself (${page.path})`));
  }
  if (page.ogUrls.length > 1) failures.push(fail('canonical', page.path, 'meta[property=og:url]', 'og-url-single', `${page.ogUrls.length} og:url tags; a page has one`));
  const ogUrl = page.ogUrls[0];
  if (ogUrl === undefined) {
    if (canonical !== undefined) failures.push(fail('canonical', page.path, 'meta[property=og:url]', 'og-url-missing', 'no og:url beside the canonical'));
  } else if (pathOn(ogUrl, production) === null) {
    failures.push(fail('canonical', page.path, ogUrl, 'og-url-origin', `og:url is not on the production origin ${production}`));
  } else if (canonical !== undefined && ogUrl !== canonical) {
    failures.push(fail('canonical', page.path, ogUrl, 'og-url-canonical', `og:url differs from the canonical ${canonical}`));
  }
  return failures;
}

const key = (alternate: Alternate) => `${alternate.hreflang.toLowerCase()} → ${alternate.href}`;

/**
 * Language alternates are one set shared by every page in it, so each pair is reciprocal: a page that
 * lists alternates lists itself under its own language, an `x-default` that is one of the set, every
 * URL on the production origin and in the language it is listed under; and every page it lists lists
 * exactly the same set back. Search engines ignore a hreflang pair that is not confirmed from both ends.
 */
export function hreflangFailures(page: PageFacts, pages: ReadonlyMap<string, PageFacts>, production: string): Failure[] {
  if (page.alternates.length === 0) return [];
  const failures: Failure[] = [];
  const own = (rule: string, target: string, message: string) => failures.push(fail('hreflang', page.path, target, rule, message));
  const seen = new Set<string>();
  for (const alternate of page.alternates) {
    const lang = alternate.hreflang.toLowerCase();
    if (seen.has(lang)) own('hreflang-unique', alternate.href, `hreflang "${alternate.hreflang}" is listed twice`);
    seen.add(lang);
  }
  const defaults = page.alternates.filter((alternate) => alternate.hreflang.toLowerCase() === 'x-default');
  const languages = page.alternates.filter((alternate) => alternate.hreflang.toLowerCase() !== 'x-default');
  const xDefault = defaults[0];
  if (!xDefault) own('hreflang-x-default', 'link[rel=alternate][hreflang=x-default]', 'alternates without an x-default');
  else if (!languages.some((alternate) => alternate.href === xDefault.href)) own('hreflang-x-default', xDefault.href, 'x-default is not one of the language alternates');

  const self = languages.find((alternate) => pathOn(alternate.href, production) === page.path);
  if (!self) own('hreflang-self', 'link[rel=alternate][hreflang]', `the alternates do not list the page itself (${page.path})`);
  else if (page.lang && primaryLanguage(self.hreflang) !== primaryLanguage(page.lang)) {
    own('hreflang-lang', self.href, `the page lists itself as "${self.hreflang}" but is <html lang="${page.lang}">`);
  }

  const mine = new Set(page.alternates.map(key));
  for (const alternate of languages) {
    const path = pathOn(alternate.href, production);
    if (path === null) {
      own('hreflang-origin', alternate.href, `hreflang "${alternate.hreflang}" is not on the production origin ${production}`);
      continue;
    }
    if (path === page.path) continue;
    const other = pages.get(path);
    if (!other) {
      own('hreflang-page', alternate.href, `hreflang "${alternate.hreflang}" names ${path}, which is not a page of the site`);
      continue;
    }
    if (other.lang && primaryLanguage(alternate.hreflang) !== primaryLanguage(other.lang)) {
      own('hreflang-lang', alternate.href, `hreflang "${alternate.hreflang}" names ${path}, a page in <html lang="${other.lang}">`);
    }
    const theirs = new Set(other.alternates.map(key));
    const missing = [...mine].filter((entry) => !theirs.has(entry));
    const extra = [...theirs].filter((entry) => !mine.has(entry));
    if (missing.length || extra.length) {
      const parts = [missing.length ? `lacks ${missing.join(', ')}` : '', extra.length ? `adds ${extra.join(', ')}` : ''].filter(Boolean);
      own('hreflang-reciprocal', alternate.href, `${path} does not list the same alternates back: it ${parts.join(' and ')}`);
    }
  }
  return failures;
}

export interface SitemapEntry {
  loc: string;
  alternates: Alternate[];
}

function decodeXml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

/** The `<url>` entries of a sitemap (the flat form Next writes): each `<loc>` and its `xhtml:link` alternates. */
export function parseSitemap(xml: string): SitemapEntry[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = '']) => ({
    loc: decodeXml(/<loc>\s*([\s\S]*?)\s*<\/loc>/.exec(body)?.[1] ?? ''),
    alternates: [...body.matchAll(/<xhtml:link\b([^>]*)\/?>/g)].map(([, attributes = '']) => ({
      hreflang: decodeXml(/\shreflang="([^"]*)"/.exec(attributes)?.[1] ?? ''),
      href: decodeXml(/\shref="([^"]*)"/.exec(attributes)?.[1] ?? ''),
    })),
  }));
}

/**
 * Each sitemap URL is on the production origin and is the canonical of an indexable page of the site,
 * and its alternates are the ones that page lists, so the sitemap and the pages never disagree.
 */
export function sitemapFailures(entries: SitemapEntry[], pages: ReadonlyMap<string, PageFacts>, production: string): Failure[] {
  const failures: Failure[] = [];
  const seen = new Set<string>();
  for (const entry of entries) {
    const own = (rule: string, message: string) => failures.push(fail('sitemap', '/sitemap.xml', entry.loc, rule, message));
    if (seen.has(entry.loc)) own('sitemap-unique', 'listed twice');
    seen.add(entry.loc);
    const path = pathOn(entry.loc, production);
    if (path === null) {
      own('sitemap-origin', `not on the production origin ${production}`);
      continue;
    }
    const page = pages.get(path);
    if (!page) {
      own('sitemap-page', `${path} is not a page of the site`);
      continue;
    }
    if (page.noindex) own('sitemap-noindex', `${path} asks not to be indexed (robots noindex)`);
    else if (page.canonicals[0] !== entry.loc) own('sitemap-canonical', `${path} names ${page.canonicals[0] ?? 'no canonical'} as its canonical`);
    const listed = entry.alternates.map(key).sort();
    const onPage = page.alternates.map(key).sort();
    if (listed.join('\n') !== onPage.join('\n')) {
      own('sitemap-alternates', `the sitemap lists [${listed.join(', ')}] but the page lists [${onPage.join(', ')}]`);
    }
  }
  return failures;
}

/**
 * Every production URL the pages and the sitemap name, each with one place that names it: these must
 * answer 200 on the local server (no redirect, no 404).
 */
export function urlsToResolve(pages: ReadonlyMap<string, PageFacts>, entries: SitemapEntry[]): Map<string, { page: string; what: string }> {
  const urls = new Map<string, { page: string; what: string }>();
  const add = (url: string, page: string, what: string) => {
    if (!urls.has(url)) urls.set(url, { page, what });
  };
  for (const page of pages.values()) {
    for (const url of page.canonicals) add(url, page.path, 'canonical');
    for (const alternate of page.alternates) add(alternate.href, page.path, `hreflang ${alternate.hreflang}`);
    for (const url of page.ogUrls) add(url, page.path, 'og:url');
  }
  for (const entry of entries) {
    add(entry.loc, '/sitemap.xml', 'loc');
    for (const alternate of entry.alternates) add(alternate.href, '/sitemap.xml', `hreflang ${alternate.hreflang}`);
  }
  return urls;
}
