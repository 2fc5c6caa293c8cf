/** @jest-environment node */
import { page, pair, production, siteOf } from '@/tests/support/check-site-pages';
import { canonicalFailures, hreflangFailures, parseSitemap, primaryLanguage, sitemapFailures, urlsToResolve } from './seo';

const rules = (failures: Array<{ rule: string }>) => failures.map((failure) => failure.rule);

describe('canonical and og:url', () => {
  it('pass when both name the page itself on the production origin', () => {
    expect(canonicalFailures(page('/about/'), production)).toEqual([]);
  });

  it('fail when the canonical names another page, another origin, or is missing from an indexable page', () => {
    expect(rules(canonicalFailures(page('/blog/', { canonicals: [`${production}/blogs/`], ogUrls: [`${production}/blogs/`] }), production))).toEqual(['canonical-self']);
    expect(rules(canonicalFailures(page('/blog/', { canonicals: ['http://localhost:3000/blog/'], ogUrls: ['http://localhost:3000/blog/'] }), production))).toEqual([
      'canonical-origin',
      'og-url-origin',
    ]);
    expect(rules(canonicalFailures(page('/blog/', { canonicals: [] }), production))).toEqual(['canonical-missing']);
    expect(rules(canonicalFailures(page('/blog/', { canonicals: [`${production}/blog/`, `${production}/blog/`] }), production))).toEqual(['canonical-single']);
  });

  it('ask nothing of a noindex page without a canonical (the 404 and offline pages)', () => {
    expect(canonicalFailures(page('/404.html', { noindex: true, canonicals: [], ogUrls: [] }), production)).toEqual([]);
  });

  it('fail when og:url is missing beside a canonical, or names another URL', () => {
    expect(rules(canonicalFailures(page('/about/', { ogUrls: [] }), production))).toEqual(['og-url-missing']);
    const failure = canonicalFailures(page('/about/', { ogUrls: [`${production}/`] }), production)[0];
    expect(failure).toMatchObject({ check: 'canonical', page: '/about/', rule: 'og-url-canonical', target: `${production}/` });
  });
});

describe('hreflang reciprocity', () => {
  const english = page('/ecrop/', { alternates: pair('/ecrop/', '/hi/ecrop/') });
  const hindi = page('/hi/ecrop/', { lang: 'hi', alternates: pair('/ecrop/', '/hi/ecrop/') });

  it('matches languages on their primary subtag', () => {
    expect(primaryLanguage('en-IN')).toBe('en');
    expect(primaryLanguage('hi')).toBe('hi');
  });

  it('passes an English page and its Hindi twin that list the same set, with x-default', () => {
    const site = siteOf(english, hindi);
    expect(hreflangFailures(english, site, production)).toEqual([]);
    expect(hreflangFailures(hindi, site, production)).toEqual([]);
  });

  it('asks nothing of a page without alternates (no Hindi twin yet)', () => {
    expect(hreflangFailures(page('/kheti-ai/'), siteOf(page('/kheti-ai/')), production)).toEqual([]);
  });

  it('fails the page whose twin does not list it back, naming what is missing', () => {
    const oneWay = page('/hi/ecrop/', { lang: 'hi', alternates: pair('/ecrop/', '/hi/ecrop/').filter((alternate) => alternate.hreflang !== 'en') });
    const [failure, ...rest] = hreflangFailures(english, siteOf(english, oneWay), production);
    expect(rest).toEqual([]);
    expect(failure).toMatchObject({ check: 'hreflang', page: '/ecrop/', rule: 'hreflang-reciprocal', target: `${production}/hi/ecrop/` });
    expect(failure?.message).toContain(`lacks en → ${production}/ecrop/`);
  });

  it('fails a set without x-default, or whose x-default is not one of its pages', () => {
    const noDefault = pair('/ecrop/', '/hi/ecrop/').slice(0, 2);
    expect(rules(hreflangFailures(page('/ecrop/', { alternates: noDefault }), siteOf(page('/hi/ecrop/', { lang: 'hi', alternates: noDefault })), production))).toEqual([
      'hreflang-x-default',
    ]);
    const elsewhere = [...noDefault, { hreflang: 'x-default', href: `${production}/` }];
    const site = siteOf(page('/ecrop/', { alternates: elsewhere }), page('/hi/ecrop/', { lang: 'hi', alternates: elsewhere }));
    expect(rules(hreflangFailures(site.get('/ecrop/')!, site, production))).toEqual(['hreflang-x-default']);
  });

  it('fails a page that does not list itself, or lists itself in another language than its <html lang>', () => {
    const others = [
      { hreflang: 'hi', href: `${production}/hi/ecrop/` },
      { hreflang: 'x-default', href: `${production}/hi/ecrop/` },
    ];
    expect(rules(hreflangFailures(page('/ecrop/', { alternates: others }), siteOf(page('/hi/ecrop/', { lang: 'hi', alternates: others })), production))).toContain('hreflang-self');
    const swapped = [
      { hreflang: 'hi', href: `${production}/ecrop/` },
      { hreflang: 'en', href: `${production}/hi/ecrop/` },
      { hreflang: 'x-default', href: `${production}/ecrop/` },
    ];
    const site = siteOf(page('/ecrop/', { alternates: swapped }), page('/hi/ecrop/', { lang: 'hi', alternates: swapped }));
    expect(rules(hreflangFailures(site.get('/ecrop/')!, site, production))).toEqual(['hreflang-lang', 'hreflang-lang']);
  });

  it('fails an alternate that is not a page of the site, or is not on the production origin', () => {
    const missingTwin = pair('/ecrop/', '/hi/ecrop/');
    expect(rules(hreflangFailures(page('/ecrop/', { alternates: missingTwin }), siteOf(), production))).toEqual(['hreflang-page']);
    const staging = [
      ...pair('/ecrop/', '/hi/ecrop/').slice(0, 1),
      { hreflang: 'hi', href: 'https://staging.example.in/hi/ecrop/' },
      { hreflang: 'x-default', href: `${production}/ecrop/` },
    ];
    expect(rules(hreflangFailures(page('/ecrop/', { alternates: staging }), siteOf(), production))).toEqual(['hreflang-origin']);
  });
});

describe('the sitemap', () => {
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
<url>
<loc>${production}/ecrop/</loc>
<xhtml:link rel="alternate" hreflang="en" href="${production}/ecrop/" />
<xhtml:link rel="alternate" hreflang="hi" href="${production}/hi/ecrop/" />
<xhtml:link rel="alternate" hreflang="x-default" href="${production}/ecrop/" />
</url>
<url>
<loc>${production}/search/?q=a&amp;b</loc>
</url>
</urlset>`;

  it('is read as its locations, each with its alternates', () => {
    expect(parseSitemap(xml)).toEqual([
      { loc: `${production}/ecrop/`, alternates: pair('/ecrop/', '/hi/ecrop/') },
      { loc: `${production}/search/?q=a&b`, alternates: [] },
    ]);
  });

  it('lists canonicals of indexable pages, with the alternates the page lists', () => {
    const entries = [{ loc: `${production}/ecrop/`, alternates: pair('/ecrop/', '/hi/ecrop/') }];
    expect(sitemapFailures(entries, siteOf(page('/ecrop/', { alternates: pair('/ecrop/', '/hi/ecrop/') })), production)).toEqual([]);
    expect(rules(sitemapFailures(entries, siteOf(page('/ecrop/')), production))).toEqual(['sitemap-alternates']);
    expect(rules(sitemapFailures(entries, siteOf(), production))).toEqual(['sitemap-page']);
    expect(rules(sitemapFailures([{ loc: `${production}/offline/`, alternates: [] }], siteOf(page('/offline/', { noindex: true })), production))).toEqual(['sitemap-noindex']);
    expect(rules(sitemapFailures([{ loc: 'http://localhost:3000/', alternates: [] }], siteOf(), production))).toEqual(['sitemap-origin']);
  });

  it('gives each production URL once to resolve, with the first place that names it', () => {
    const urls = urlsToResolve(siteOf(page('/ecrop/', { alternates: pair('/ecrop/', '/hi/ecrop/') })), [{ loc: `${production}/ecrop/`, alternates: [] }]);
    expect([...urls.keys()]).toEqual([`${production}/ecrop/`, `${production}/hi/ecrop/`]);
    expect(urls.get(`${production}/ecrop/`)).toEqual({ page: '/ecrop/', what: 'canonical' });
  });
});
