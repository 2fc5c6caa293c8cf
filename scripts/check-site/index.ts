import path from 'node:path';
import { siteUrl } from '@/lib/env';
import { hrefOf, localePath, paths } from '@/lib/routes';
import { LANGS } from '@/lib/i18n';
import { buildIfStaleOrExit } from '@/server/build-site';
import { anchorFailures } from './anchors';
import type { Failure } from './failure';
import { validatePages } from './html';
import { crawl, mergeCrawls, type LinkCrawl } from './links';
import { createPageReader, pagesOf, type PageFacts } from './page-facts';
import { formatReport, uniqueFailures } from './report';
import { inBatches, resolveOnLocal } from './resolve';
import { serveSite } from './serve';
import { canonicalFailures, hreflangFailures, parseSitemap, sitemapFailures, urlsToResolve } from './seo';

/**
 * `npm run check:site`: the whole built site, served by the project's server, checked at once: links and
 * assets (linkinator), anchors, canonical and hreflang URLs, the sitemap, and the HTML (html-validate).
 * Builds out/ first when it is missing or stale, on the same condition as `npm start`. Prints the figures
 * and every failure; exits 1 on any.
 */
const root = path.resolve(__dirname, '..', '..');
const outDir = path.join(root, 'out');
/** The crawl starts from every language's home page; pages no link reaches are crawled from themselves after. */
const START_PAGES = LANGS.map((lang) => hrefOf(localePath(paths.home, lang)));

async function readPages(origin: string, pagePaths: string[]): Promise<{ pages: Map<string, PageFacts>; failures: Failure[] }> {
  const read = await createPageReader();
  const pages = new Map<string, PageFacts>();
  const failures: Failure[] = [];
  await inBatches(pagePaths, async (pagePath) => {
    const response = await fetch(`${origin}${pagePath}`, { redirect: 'manual' });
    const html = await response.text();
    if (response.status !== 200) {
      failures.push({ check: 'links', page: pagePath, target: pagePath, rule: 'page', message: `a page of out/ answers ${response.status} on the server` });
    }
    pages.set(pagePath, read(pagePath, html));
  });
  return { pages, failures };
}

async function check(): Promise<number> {
  const site = await serveSite(outDir);
  try {
    const pagePaths = pagesOf(outDir);

    // One crawl per start page, each with a fresh linkinator: within one crawl, a page first seen from a
    // start it is not under (an English page linked from /hi/) is only fetched, never read for links.
    const crawls: LinkCrawl[] = [];
    for (const start of START_PAGES) {
      if (!mergeCrawls(crawls).pages.has(start)) crawls.push(await crawl(site.origin, siteUrl, [start]));
    }
    const reached = mergeCrawls(crawls).pages;
    const unlinked = pagePaths.filter((page) => !reached.has(page));
    if (unlinked.length) crawls.push(await crawl(site.origin, siteUrl, unlinked));
    const links = mergeCrawls(crawls);

    const { pages, failures: pageFailures } = await readPages(site.origin, pagePaths);
    const anchors = anchorFailures(pages, { local: site.origin, production: siteUrl });
    // linkinator reports a missing fragment it did catch under the wrong page (the target's parent);
    // the anchor check above finds every one of them with the page that links to it.
    const anchorTargets = new Set(anchors.failures.map((failure) => failure.target));
    const linkFailures = links.failures.filter((failure) => failure.check !== 'anchors' || !anchorTargets.has(failure.target));

    const sitemapResponse = await fetch(`${site.origin}/sitemap.xml`);
    const sitemap = sitemapResponse.ok ? parseSitemap(await sitemapResponse.text()) : [];
    const seoFailures: Failure[] = [
      ...(sitemapResponse.ok
        ? []
        : [{ check: 'sitemap', page: '/sitemap.xml', target: '/sitemap.xml', rule: 'resolves', message: `answers ${sitemapResponse.status}` } satisfies Failure]),
      ...[...pages.values()].flatMap((page) => [...canonicalFailures(page, siteUrl), ...hreflangFailures(page, pages, siteUrl)]),
      ...sitemapFailures(sitemap, pages, siteUrl),
    ];
    const seoUrls = urlsToResolve(pages, sitemap);
    const resolveFailures = await resolveOnLocal(seoUrls, siteUrl, site.origin);

    const html = await validatePages(outDir, pagePaths);

    const failures = uniqueFailures([...linkFailures, ...pageFailures, ...anchors.failures, ...seoFailures, ...resolveFailures, ...html.failures]);
    const report = formatReport(
      {
        pages: pagePaths.length,
        reached: pagePaths.length - unlinked.length,
        unlinked,
        links: links.fetched.size,
        assets: [...links.fetched].filter((url) => !links.pages.has(url) && !pages.has(url)).length,
        anchors: anchors.checked,
        seoUrls: seoUrls.size,
        sitemapUrls: sitemap.length,
        external: links.external.size,
        externalOrigins: new Set([...links.external].map((url) => new URL(url).origin)).size,
        nonHttp: links.nonHttp.size,
        htmlErrors: html.failures.length,
      },
      failures,
    );
    console.log(report);
    return failures.length ? 1 : 0;
  } finally {
    await site.close();
  }
}

async function main() {
  buildIfStaleOrExit(root, outDir, 'checking');
  process.exitCode = await check();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
