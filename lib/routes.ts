import { aiProductLabel, aiProductPath } from '@/content/site';

/**
 * Every route of the site (spec section 2, route table), with what the menus, sitemap and structured data
 * need to know about it. Paths are written without the trailing slash; `hrefOf` adds it.
 */

/** The structured-data class of a route (spec section 2: one JSON-LD type per class). */
export type RouteKind =
  | 'home'
  | 'about'
  | 'sustainability'
  | 'policy'
  | 'contact'
  | 'blog'
  | 'service'
  | 'product'
  | 'page';

export interface SiteRoute {
  path: string;
  label: string;
  kind: RouteKind;
  /** Built by this checkout: only these go into the sitemap. */
  published: boolean;
}

function route(path: string, label: string, kind: RouteKind, published = false): SiteRoute {
  return { path, label, kind, published };
}

export const routes = {
  home: route('/', 'Home', 'home', true),
  about: route('/about', 'About Us', 'about', true),
  sustainability: route('/sustainability', 'Sustainability', 'sustainability', true),
  policy: route('/policy', 'Policy', 'policy', true),
  contact: route('/contact', 'Contact', 'contact', true),
  blog: route('/blog', 'Blog', 'blog', true),
  moreReads: route('/more-reads', 'More Reads', 'page', true),
  publications: route('/publications', 'Publications', 'page'),
  feedback: route('/feedback', 'Feedback', 'page', true),
  cropMonitoring: route('/crop-monitoring', 'Crop Monitoring', 'service', true),
  fishMonitoring: route('/fish-monitoring', 'Fish Monitoring', 'service', true),
  ecrop: route('/ecrop', 'eCrop', 'product', true),
  ecropForCoffee: route('/ecrop-for-coffee', 'Ecrop For Coffee', 'product', true),
  ecoloo: route('/ecoloo', 'ECOLOO', 'product', true),
  skywatch: route('/skywatch', 'SkyWatch', 'product', true),
  biosense: route('/biosense', 'Biosense', 'product', true),
  buyProduct: route('/buy-product', 'Buy Product', 'page'),
  farmBoundary: route('/farm-boundary', 'Farm Boundary', 'service'),
  aiProduct: route(aiProductPath, aiProductLabel, 'service'),
  regenerativeAgriculture: route('/regenerative-agriculture', 'Regenerative Agriculture', 'service'),
  productTraceability: route('/product-traceability', 'Product Traceability', 'service'),
  cropAdvisory: route('/crop-advisory', 'Crop Advisory', 'service'),
  wildfireSolution: route('/wildfire-solution', 'Wildfire Solution', 'service'),
  agriInsurance: route('/agri-insurance', 'Agri Insurance', 'service'),
  agriLoan: route('/agri-loan', 'Agri Loan', 'service'),
  agriDrone: route('/agri-drone', 'Agri Drone', 'service'),
  krishakBazar: route('/krishak-bazar', 'Krishak Bazar', 'service'),
  agristack: route('/agristack', 'Agristack', 'service'),
  cropConsultancy: route('/crop-consultancy', 'Crop Consultancy', 'service'),
  sustainableFarmingSolutions: route('/sustainable-farming-solutions', 'Sustainable Farming Solutions', 'service'),
  technologyIntegration: route('/technology-integration', 'Technology Integration', 'service'),
} satisfies Record<string, SiteRoute>;

export type RouteKey = keyof typeof routes;

/** The link target for a route: the exported site serves every page at a trailing-slash URL. */
export function hrefOf(path: string): string {
  if (path === '/' || path.endsWith('/') || /^[a-z]+:/i.test(path)) return path;
  return `${path}/`;
}

/** Normalise a browser pathname ("/about/", "/about") to the route form ("/about"). */
export function normalisePath(pathname: string): string {
  if (pathname === '/' || pathname === '') return '/';
  return pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

/** Find the route for a path, or undefined for paths this table does not know (blog posts, 404). */
export function routeForPath(pathname: string): SiteRoute | undefined {
  const path = normalisePath(pathname);
  return Object.values(routes).find((r) => r.path === path);
}

/** Whether a site path is built by this checkout (blog posts and other dynamic pages count as built). */
export function isPublishedPath(pathname: string): boolean {
  return routeForPath(pathname)?.published ?? true;
}

export function publishedRoutes(): SiteRoute[] {
  return Object.values(routes).filter((r) => r.published);
}
