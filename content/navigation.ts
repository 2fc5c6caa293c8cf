import { routes, type SiteRoute } from '@/lib/routes';
import { site } from '@/content/site';

/**
 * The menus and footer links (spec section 2, Navigation and Footer). Header, mobile menu,
 * footer and sitemap all read this file, so a link changes in one place.
 */

export interface NavLink {
  label: string;
  href: string;
}

export interface NavGroup {
  label: string;
  /** Entries of the dropdown: plain links or one level of submenu. */
  items: Array<NavLink | NavGroup>;
}

export type NavItem = NavLink | NavGroup;

export function isGroup(item: NavItem): item is NavGroup {
  return 'items' in item;
}

function link(r: SiteRoute, label = r.label): NavLink {
  return { label, href: r.path };
}

export const satelliteMonitoring: NavGroup = {
  label: 'Satellite Monitoring',
  items: [link(routes.cropMonitoring), link(routes.fishMonitoring)],
};

export const servicesMenu: NavGroup = {
  label: 'Services',
  items: [
    satelliteMonitoring,
    link(routes.farmBoundary),
    link(routes.aiProduct),
    link(routes.ecropForCoffee),
    link(routes.regenerativeAgriculture),
    link(routes.productTraceability),
    link(routes.cropAdvisory),
    link(routes.wildfireSolution),
    link(routes.agriInsurance),
    link(routes.agriLoan),
    link(routes.agriDrone),
    link(routes.krishakBazar),
    link(routes.agristack),
    link(routes.cropConsultancy),
    link(routes.sustainableFarmingSolutions),
    link(routes.technologyIntegration),
  ],
};

export const productsMenu: NavGroup = {
  label: 'Products',
  items: [link(routes.ecrop), link(routes.buyProduct), link(routes.skywatch), link(routes.biosense), link(routes.ecoloo)],
};

/** The main menu, in the spec's order. */
export const mainMenu: NavItem[] = [
  link(routes.about),
  servicesMenu,
  productsMenu,
  link(routes.sustainability),
  link(routes.blog),
  link(routes.policy),
  link(routes.moreReads),
];

/** The three external buttons beside the menu. */
export const externalButtons = [site.external.news, site.external.greenGdp, site.external.sdg];

/** The footer's Explore links (spec: Services goes to /crop-monitoring, Products to /ecrop). */
export const exploreLinks: NavLink[] = [
  link(routes.about, 'About us'),
  link(routes.cropMonitoring, 'Services'),
  link(routes.ecrop, 'Products'),
  link(routes.sustainability),
  link(routes.blog),
  link(routes.policy),
];

/** Secondary footer links: where to reach us and the rest of the site. */
export const footerMoreLinks: NavLink[] = [
  link(routes.contact, 'Contact us'),
  link(routes.moreReads),
  link(routes.publications),
  link(routes.feedback),
];
