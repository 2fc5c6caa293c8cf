import type { CheckName, Failure } from './failure';

/** The figures of one run of the site check. */
export interface Summary {
  /** HTML pages in out/: each validated, its canonical and alternates read, its anchors checked. */
  pages: number;
  /** Pages the crawl from the start pages reached through links. */
  reached: number;
  /** Pages no link leads to (404, offline), crawled as start pages of their own. */
  unlinked: string[];
  /** Distinct URLs of the site fetched by the link crawl. */
  links: number;
  /** Of those, files that are not pages. */
  assets: number;
  /** Links with a #fragment checked against the ids of their target page. */
  anchors: number;
  /** Production URLs (canonical, hreflang, og:url, sitemap) fetched on the local server. */
  seoUrls: number;
  /** URLs listed in the sitemap. */
  sitemapUrls: number;
  /** URLs of other origins, not fetched. */
  external: number;
  externalOrigins: number;
  /** mailto:, tel: links. */
  nonHttp: number;
  /** html-validate messages. */
  htmlErrors: number;
}

const ORDER: CheckName[] = ['links', 'anchors', 'canonical', 'hreflang', 'sitemap', 'html'];

/** Identical failures (the same broken link found twice) are listed once. */
export function uniqueFailures(failures: Failure[]): Failure[] {
  const seen = new Set<string>();
  return failures.filter((failure) => {
    const id = [failure.check, failure.page, failure.target, failure.rule, failure.message].join('\u0000');
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/** Failures that differ only in their page (a fault of the shared header, say), as one entry with every page. */
export function groupByPage(failures: Failure[]): Array<Omit<Failure, 'page'> & { pages: string[] }> {
  const groups = new Map<string, Omit<Failure, 'page'> & { pages: string[] }>();
  for (const { page, ...rest } of failures) {
    const id = [rest.check, rest.target, rest.rule, rest.message].join('\u0000');
    const group = groups.get(id) ?? { ...rest, pages: [] };
    group.pages.push(page);
    groups.set(id, group);
  }
  return [...groups.values()];
}

/**
 * The printed report: the figures, then every failure grouped by check: the page (or the pages, when
 * the same fault repeats on several), then the URL or selector, the rule and the message.
 */
export function formatReport(summary: Summary, failures: Failure[]): string {
  const count = (check: CheckName) => failures.filter((failure) => failure.check === check).length;
  const unlinked = summary.unlinked.length ? ` (${summary.reached} reached by links, ${summary.unlinked.length} not linked from anywhere: ${summary.unlinked.join(', ')})` : '';
  const lines = [
    'Site check of out/',
    `  pages checked     ${summary.pages}${unlinked}`,
    `  links checked     ${summary.links} distinct URLs of the site, ${count('links')} failing`,
    `  assets            ${summary.assets} of those are files other than pages (images, scripts, styles, fonts, PDFs, icons, manifest)`,
    `  anchors           ${summary.anchors} links with a #fragment, ${count('anchors')} failing`,
    `  canonical, hreflang, og:url, sitemap: ${summary.seoUrls} production URLs resolved, ${summary.sitemapUrls} in the sitemap, ${count('canonical') + count('hreflang') + count('sitemap')} failing`,
    `  external skipped  ${summary.external} URLs on ${summary.externalOrigins} other origins (not fetched), and ${summary.nonHttp} mailto:/tel: links`,
    `  HTML errors       ${summary.htmlErrors} (html-validate, standard + a11y presets)`,
  ];
  if (failures.length === 0) return [...lines, '', 'No failures.'].join('\n');
  lines.push('', `${failures.length} failure${failures.length === 1 ? '' : 's'}:`);
  for (const check of ORDER) {
    const groups = groupByPage(failures.filter((failure) => failure.check === check))
      .map((group) => ({ ...group, pages: group.pages.sort() }))
      .sort((a, b) => (a.pages[0] ?? '').localeCompare(b.pages[0] ?? '') || a.target.localeCompare(b.target) || a.rule.localeCompare(b.rule));
    if (groups.length === 0) continue;
    lines.push('', `${check} (${count(check)})`);
    for (const group of groups) {
      const where = group.pages.length === 1 ? group.pages[0] : `${group.pages.length} pages: ${group.pages.join(', ')}`;
      lines.push(`  ${where}`, `    ${group.target}  [${group.rule}]  ${group.message}`);
    }
  }
  return lines.join('\n');
}
