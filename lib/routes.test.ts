import { copyrightLine, site } from '@/content/site';
import { en } from '@/content/i18n/en';
import { blogPagePath, contactFormPath, hrefOf, isWithinList, moreReadsPagePath, localePath, normalisePath, pagePath, postPath, splitLocalePath } from './routes';

describe('route helpers', () => {
  it('hrefOf adds the trailing slash the export serves, keeps anchors, and leaves other URLs alone', () => {
    expect(hrefOf('/about')).toBe('/about/');
    expect(hrefOf('/')).toBe('/');
    expect(hrefOf('/about/')).toBe('/about/');
    expect(hrefOf('/about#offices')).toBe('/about/#offices');
    expect(hrefOf('/search?q=drip%20subsidy')).toBe('/search/?q=drip%20subsidy');
    expect(hrefOf('/hi/search?q=x#results')).toBe('/hi/search/?q=x#results');
    expect(hrefOf('#sdgs')).toBe('#sdgs');
    expect(hrefOf('tel:+912248901200')).toBe('tel:+912248901200');
  });

  it('normalisePath accepts a path with or without the slash', () => {
    expect(normalisePath('/policy/')).toBe('/policy');
    expect(normalisePath('')).toBe('/');
  });

  it('paths of pages, posts and the pages of the blog and More Reads', () => {
    expect(pagePath('home')).toBe('/');
    expect(pagePath('agri-loan')).toBe('/agri-loan');
    expect(postPath('how-to-read-ndvi-crop-health-map')).toBe('/post/how-to-read-ndvi-crop-health-map');
    expect(blogPagePath(1)).toBe('/blog');
    expect(blogPagePath(3)).toBe('/blog/page/3');
    expect(moreReadsPagePath(1)).toBe('/more-reads');
    expect(hrefOf(moreReadsPagePath(2))).toBe('/more-reads/page/2/');
  });
});

describe('brand facts', () => {
  it('the copyright line names the company as a unit of its parent, with one full stop', () => {
    expect(copyrightLine(2026, en.shell.copyright)).toBe(`© 2026 ${site.brand}, a unit of ${site.parentCompany} All rights reserved.`);
  });

  it('has three offices, seven socials, nine countries in the spec order', () => {
    expect(site.offices.map((o) => o.kind)).toEqual(['Corporate Office', 'Registered Office', 'City Office']);
    expect(site.socials).toHaveLength(7);
    expect(site.countries.map((c) => c.name)).toEqual(['India', 'Brazil', 'France', 'UAE', 'Russia', 'Israel', 'Indonesia', 'South Africa', 'Vietnam']);
  });
});

describe('paths in two languages', () => {
  it('puts Hindi at /hi + the English path, and reads a path back into its language and English twin', () => {
    expect(localePath('/ecrop', 'hi')).toBe('/hi/ecrop');
    expect(localePath('/', 'hi')).toBe('/hi');
    expect(localePath('/ecrop', 'en')).toBe('/ecrop');
    expect(pagePath('home', 'hi')).toBe('/hi');
    expect(pagePath('agri-loan', 'hi')).toBe('/hi/agri-loan');
    expect(hrefOf(pagePath('home', 'hi'))).toBe('/hi/');
    expect(hrefOf(contactFormPath())).toBe('/contact/#write-to-us');
    expect(hrefOf(contactFormPath('hi'))).toBe('/hi/contact/#write-to-us');
    expect(splitLocalePath('/hi/ecrop/')).toEqual({ lang: 'hi', path: '/ecrop' });
    expect(splitLocalePath('/hi/')).toEqual({ lang: 'hi', path: '/' });
    expect(splitLocalePath('/history/')).toEqual({ lang: 'en', path: '/history' });
    expect(splitLocalePath('/ecrop')).toEqual({ lang: 'en', path: '/ecrop' });
    expect(splitLocalePath('/hi/ecrop/#faq')).toEqual({ lang: 'hi', path: '/ecrop' });
    expect(splitLocalePath('#faq')).toEqual({ lang: 'en', path: '/' });
  });

  it('tells a later page of a paged list, or a blog post, from the list and from other pages', () => {
    expect(isWithinList('/blog', blogPagePath(2))).toBe(true);
    expect(isWithinList('/more-reads', moreReadsPagePath(12))).toBe(true);
    expect(isWithinList('/blog', blogPagePath(1))).toBe(false);
    expect(isWithinList('/blog', '/blog-archive/page/2')).toBe(false);
    expect(isWithinList('/', '/blog/page/2')).toBe(false);
    // A post belongs to the blog, and to no other list.
    expect(isWithinList('/blog', normalisePath(postPath('how-to-read-ndvi-crop-health-map')))).toBe(true);
    expect(isWithinList('/more-reads', postPath('how-to-read-ndvi-crop-health-map'))).toBe(false);
    expect(isWithinList('/blog', '/postal-services')).toBe(false);
  });
});
