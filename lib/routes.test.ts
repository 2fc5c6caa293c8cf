import { copyrightLine, site } from '@/content/site';
import { blogPagePath, hrefOf, normalisePath, pagePath, postPath } from './routes';

describe('route helpers', () => {
  it('hrefOf adds the trailing slash the export serves, keeps anchors, and leaves other URLs alone', () => {
    expect(hrefOf('/about')).toBe('/about/');
    expect(hrefOf('/')).toBe('/');
    expect(hrefOf('/about/')).toBe('/about/');
    expect(hrefOf('/about#offices')).toBe('/about/#offices');
    expect(hrefOf('#sdgs')).toBe('#sdgs');
    expect(hrefOf('tel:+912248901200')).toBe('tel:+912248901200');
  });

  it('normalisePath accepts a path with or without the slash', () => {
    expect(normalisePath('/policy/')).toBe('/policy');
    expect(normalisePath('')).toBe('/');
  });

  it('paths of pages, posts and blog pages', () => {
    expect(pagePath('home')).toBe('/');
    expect(pagePath('agri-loan')).toBe('/agri-loan');
    expect(postPath('how-to-read-ndvi-crop-health-map')).toBe('/post/how-to-read-ndvi-crop-health-map');
    expect(blogPagePath(1)).toBe('/blog');
    expect(blogPagePath(3)).toBe('/blog/page/3');
  });
});

describe('brand facts', () => {
  it('the copyright line names the company as a unit of its parent, with one full stop', () => {
    expect(copyrightLine(2026)).toBe(`© 2026 ${site.brand}, a unit of ${site.parentCompany} All rights reserved.`);
  });

  it('has three offices, seven socials, nine countries in the spec order', () => {
    expect(site.offices.map((o) => o.kind)).toEqual(['Corporate Office', 'Registered Office', 'City Office']);
    expect(site.socials).toHaveLength(7);
    expect(site.countries.map((c) => c.name)).toEqual(['India', 'Brazil', 'France', 'UAE', 'Russia', 'Israel', 'Indonesia', 'South Africa', 'Vietnam']);
  });
});
