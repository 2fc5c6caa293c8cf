import { aiProductLabel } from '@/content/site';
import { shippedPages } from '@/tests/support/local-pages';
import { buildMenu, isGroup, menuLinks, menuPagesFor, siteMenus, type MenuPage, type NavItem } from './navigation';

const labels = (items: NavItem[]) => items.map((item) => item.label);
const group = (items: NavItem[], label: string) => {
  const found = items.find((item) => item.label === label);
  if (!found || !isGroup(found)) throw new Error(`no group ${label}`);
  return found.items;
};

describe('buildMenu', () => {
  const pages: MenuPage[] = [
    { slug: 'b', label: 'B', menus: [{ menu: 'services', order: 20 }] },
    {
      slug: 'a',
      label: 'A',
      menus: [
        { menu: 'services', order: 10 },
        { menu: 'footer-explore', order: 1, label: 'Our A' },
      ],
    },
    { slug: 'c', label: 'C', menus: [{ menu: 'satellite-monitoring', order: 5 }] },
    { slug: 'home', label: 'Home', menus: [] },
  ];

  it('orders pages and groups by their order, and links each page at its path', () => {
    const services = buildMenu('services', pages);
    expect(services).toEqual([
      { id: 'satellite-monitoring', label: 'Satellite Monitoring', items: [{ label: 'C', href: '/c' }] },
      { label: 'A', href: '/a' },
      { label: 'B', href: '/b' },
    ]);
  });

  it('a placement may name the page differently in one menu', () => {
    expect(buildMenu('footer-explore', pages)).toEqual([{ label: 'Our A', href: '/a' }]);
  });

  it('leaves out a group with no pages in it', () => {
    expect(labels(buildMenu('main', pages))).toEqual(['Services']);
    expect(buildMenu('products', pages)).toEqual([]);
  });

  it('menuLinks opens the groups out', () => {
    expect(menuLinks(buildMenu('services', pages)).map((link) => link.href)).toEqual(['/c', '/a', '/b']);
  });
});

describe('the shipped menus, as the spec lists them', () => {
  const menus = siteMenus(shippedPages());

  it('main menu: About Us, Services, Products, Sustainability, Blog, Policy, More Reads', () => {
    expect(labels(menus.main)).toEqual(['About Us', 'Services', 'Products', 'Sustainability', 'Blog', 'Policy', 'More Reads']);
  });

  it('Services: the Satellite Monitoring submenu and then the service pages', () => {
    const services = group(menus.main, 'Services');
    expect(labels(services)).toEqual([
      'Satellite Monitoring',
      'Farm Boundary',
      aiProductLabel,
      'Ecrop For Coffee',
      'Regenerative Agriculture',
      'Product Traceability',
      'Crop Advisory',
      'Wildfire Solution',
      'Agri Insurance',
      'Agri Loan',
      'Agri Drone',
      'Krishak Bazar',
      'Agristack',
      'Crop Consultancy',
      'Sustainable Farming Solutions',
      'Technology Integration',
    ]);
    expect(labels(group(services, 'Satellite Monitoring'))).toEqual(['Crop Monitoring', 'Fish Monitoring']);
  });

  it('Products: eCrop, Buy Product, SkyWatch, Biosense, ECOLOO', () => {
    expect(labels(group(menus.main, 'Products'))).toEqual(['eCrop', 'Buy Product', 'SkyWatch', 'Biosense', 'ECOLOO']);
  });

  it('Explore: Services goes to /crop-monitoring and Products to /ecrop', () => {
    expect(menus.footerExplore).toEqual([
      { label: 'About us', href: '/about' },
      { label: 'Services', href: '/crop-monitoring' },
      { label: 'Products', href: '/ecrop' },
      { label: 'Sustainability', href: '/sustainability' },
      { label: 'Blog', href: '/blog' },
      { label: 'Policy', href: '/policy' },
    ]);
  });

  it('the footer reaches contact, More Reads, Publications and Feedback', () => {
    expect(menus.footerMore.map((link) => link.href)).toEqual(expect.arrayContaining(['/contact', '/more-reads', '/publications', '/feedback']));
  });
});

describe('group ids', () => {
  /** Every group of a menu, nested ones included. */
  const groupsOf = (items: NavItem[]): NavItem[] => items.flatMap((item) => (isGroup(item) ? [item, ...groupsOf(item.items)] : []));
  const ids = (items: NavItem[]) => groupsOf(items).map((item) => (isGroup(item) ? item.id : ''));

  it('are the same in Hindi as in English, and distinct, whatever the labels are written in', () => {
    const english = ids(siteMenus(shippedPages()).main);
    const hindi = ids(siteMenus(menuPagesFor('hi', shippedPages(), shippedPages('hi')), 'hi').main);
    expect(english).toEqual(['services', 'satellite-monitoring', 'products']);
    expect(hindi).toEqual(english);
  });
});
