import { exploreLinks, isGroup, mainMenu, productsMenu, satelliteMonitoring, servicesMenu, type NavItem } from '@/content/navigation';
import { copyrightLine, site } from '@/content/site';
import { hrefOf, normalisePath, publishedRoutes, routeForPath, routes } from './routes';

const labels = (items: NavItem[]) => items.map((item) => item.label);

describe('route helpers', () => {
  it('hrefOf adds the trailing slash the export serves, and leaves other URLs alone', () => {
    expect(hrefOf('/about')).toBe('/about/');
    expect(hrefOf('/')).toBe('/');
    expect(hrefOf('/about/')).toBe('/about/');
    expect(hrefOf('tel:+912248901200')).toBe('tel:+912248901200');
  });

  it('normalisePath and routeForPath find a route with or without the slash', () => {
    expect(normalisePath('/policy/')).toBe('/policy');
    expect(normalisePath('')).toBe('/');
    expect(routeForPath('/policy/')).toBe(routes.policy);
    expect(routeForPath('/post/some-post/')).toBeUndefined();
  });

  it('the AI product route and label come from the brand file', () => {
    expect(routes.aiProduct.path).toBe(`/${site.aiProduct.slug}-ai`);
    expect(routes.aiProduct.label).toBe(`${site.aiProduct.name} AI`);
  });

  it('only the pages this checkout builds are published to the sitemap', () => {
    expect(publishedRoutes().map((r) => r.path)).toEqual([
      '/', '/about', '/sustainability', '/policy', '/contact', '/blog', '/more-reads', '/feedback',
      '/crop-monitoring', '/fish-monitoring', '/ecrop', '/ecrop-for-coffee', '/ecoloo', '/skywatch', '/biosense',
    ]);
  });
});

describe('navigation (spec section 2)', () => {
  it('has the menu items in order', () => {
    expect(labels(mainMenu)).toEqual(['About Us', 'Services', 'Products', 'Sustainability', 'Blog', 'Policy', 'More Reads']);
  });

  it('Services: the Satellite Monitoring submenu and then the service pages', () => {
    expect(labels(servicesMenu.items)).toEqual([
      'Satellite Monitoring', 'Farm Boundary', 'Kheti AI', 'Ecrop For Coffee', 'Regenerative Agriculture', 'Product Traceability', 'Crop Advisory',
      'Wildfire Solution', 'Agri Insurance', 'Agri Loan', 'Agri Drone', 'Krishak Bazar', 'Agristack', 'Crop Consultancy',
      'Sustainable Farming Solutions', 'Technology Integration',
    ]);
    expect(labels(satelliteMonitoring.items)).toEqual(['Crop Monitoring', 'Fish Monitoring']);
  });

  it('Products: eCrop, Buy Product, SkyWatch, Biosense, ECOLOO', () => {
    expect(labels(productsMenu.items)).toEqual(['eCrop', 'Buy Product', 'SkyWatch', 'Biosense', 'ECOLOO']);
  });

  it('every menu link points at a route of the route table', () => {
    const known = new Set(Object.values(routes).map((r) => r.path));
    const links = (items: NavItem[]): string[] => items.flatMap((item) => (isGroup(item) ? links(item.items) : [item.href]));
    for (const href of [...links(mainMenu), ...exploreLinks.map((l) => l.href)]) expect(known).toContain(href);
  });

  it('Explore: Services goes to /crop-monitoring and Products to /ecrop', () => {
    expect(exploreLinks).toEqual([
      { label: 'About us', href: '/about' },
      { label: 'Services', href: '/crop-monitoring' },
      { label: 'Products', href: '/ecrop' },
      { label: 'Sustainability', href: '/sustainability' },
      { label: 'Blog', href: '/blog' },
      { label: 'Policy', href: '/policy' },
    ]);
  });
});

describe('brand facts', () => {
  it('the copyright line names the company as a unit of its parent, with one full stop', () => {
    expect(copyrightLine(2026)).toBe('© 2026 HaritSat, a unit of Vasundhara Geospatial Pvt. Ltd. All rights reserved.');
  });

  it('has three offices, seven socials, nine countries in the spec order', () => {
    expect(site.offices.map((o) => o.kind)).toEqual(['Corporate Office', 'Registered Office', 'City Office']);
    expect(site.socials).toHaveLength(7);
    expect(site.countries.map((c) => c.name)).toEqual(['India', 'Brazil', 'France', 'UAE', 'Russia', 'Israel', 'Indonesia', 'South Africa', 'Vietnam']);
  });
});
