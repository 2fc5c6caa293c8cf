/**
 * Every path the code builds comes from here. Pages are content documents (lib/content): a page's path
 * is its slug, and the menus, sitemap and static params are read from the documents. Paths are written
 * without the trailing slash; `hrefOf` adds the one the exported site serves.
 */

/** Pages the code itself links to (the footer, forms, the 404 page). Each is a page document; a test checks. */
export const paths = {
  home: '/',
  about: '/about',
  contact: '/contact',
  policy: '/policy',
  blog: '/blog',
  moreReads: '/more-reads',
  publications: '/publications',
  feedback: '/feedback',
  buyProduct: '/buy-product',
  ecrop: '/ecrop',
} as const;

/**
 * Page documents with a route folder of their own; app/(site)/[slug] builds every other one. The home
 * page is served at "/", the buy page inside its cart provider, and the 404 page's document is not a
 * route (nor in the sitemap).
 */
export const dedicatedSlugs = { home: 'home', blog: 'blog', contact: 'contact', buyProduct: 'buy-product', notFound: 'not-found' } as const;
export const DEDICATED_SLUGS: readonly string[] = Object.values(dedicatedSlugs);

/** The path of a page document. */
export function pagePath(slug: string): string {
  return slug === dedicatedSlugs.home ? '/' : `/${slug}`;
}

/** A blog post's page. */
export function postPath(id: string): string {
  return `/post/${id}`;
}

/** Page n of the blog: /blog, /blog/page/2, ... */
export function blogPagePath(page: number): string {
  return page === 1 ? paths.blog : `${paths.blog}/page/${page}`;
}

/** The link target for a path: the exported site serves every page at a trailing-slash URL. */
export function hrefOf(path: string): string {
  const [pathname = '', hash] = path.split('#', 2);
  if (pathname === '' || pathname === '/' || pathname.endsWith('/') || /^[a-z]+:/i.test(pathname)) return path;
  return `${pathname}/${hash === undefined ? '' : `#${hash}`}`;
}

/** Normalise a browser pathname ("/about/", "/about") to the route form ("/about"). */
export function normalisePath(pathname: string): string {
  if (pathname === '/' || pathname === '') return '/';
  return pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}
