/** @jest-environment node */
import type { Failure } from './failure';
import { formatReport, groupByPage, uniqueFailures, type Summary } from './report';

const summary: Summary = {
  pages: 3,
  reached: 2,
  unlinked: ['/404.html'],
  links: 10,
  assets: 7,
  anchors: 4,
  seoUrls: 5,
  sitemapUrls: 2,
  external: 3,
  externalOrigins: 2,
  nonHttp: 1,
  htmlErrors: 2,
};

const dupId = (page: string): Failure => ({ check: 'html', page, target: '#main-menu > ul', rule: 'no-dup-id', message: 'Duplicate ID "menu--"' });
const broken: Failure = { check: 'links', page: '/about/', target: '/accessibilty/', rule: 'broken', message: 'HTTP 404' };

describe('the site check report', () => {
  it('prints the figures and says when nothing failed', () => {
    const report = formatReport({ ...summary, htmlErrors: 0 }, []);
    expect(report).toContain('pages checked     3 (2 reached by links, 1 not linked from anywhere: /404.html)');
    expect(report).toContain('external skipped  3 URLs on 2 other origins');
    expect(report).toContain('anchors           4 links with a #fragment, 0 failing');
    expect(report.endsWith('No failures.')).toBe(true);
  });

  it('lists each failure under its check with page, target, rule and message; one fault on many pages once', () => {
    const report = formatReport(summary, [dupId('/hi/'), broken, dupId('/hi/about/')]);
    expect(report).toContain('3 failures:');
    expect(report).toContain('links (1)\n  /about/\n    /accessibilty/  [broken]  HTTP 404');
    expect(report).toContain('html (2)\n  2 pages: /hi/, /hi/about/\n    #main-menu > ul  [no-dup-id]  Duplicate ID "menu--"');
    expect(report.indexOf('links (1)')).toBeLessThan(report.indexOf('html (2)'));
  });

  it('groups failures that differ only by page, and drops exact repeats', () => {
    expect(groupByPage([dupId('/a/'), dupId('/b/'), broken]).map((group) => group.pages)).toEqual([['/a/', '/b/'], ['/about/']]);
    expect(uniqueFailures([broken, { ...broken }, dupId('/a/')])).toHaveLength(2);
  });
});
