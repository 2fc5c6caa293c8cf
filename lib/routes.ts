import { DEFAULT_LANG, isLang, type Lang } from '@/lib/i18n';

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
  search: '/search',
} as const;

/**
 * Page documents with a route folder of their own; app/(site)/[slug] builds every other one. The home
 * page is served at "/", the buy page inside its cart provider, and the 404 page's document is not a
 * route (nor in the sitemap).
 */
export const dedicatedSlugs = {
  home: 'home',
  blog: 'blog',
  moreReads: 'more-reads',
  contact: 'contact',
  buyProduct: 'buy-product',
  notFound: 'not-found',
} as const;
export const DEDICATED_SLUGS: readonly string[] = Object.values(dedicatedSlugs);

/**
 * The contact page's form section (its `id` in pages/contact, both languages; a test checks): where a
 * request the site cannot take without JavaScript, the eCrop brochure, is sent instead.
 */
export const CONTACT_FORM_ID = 'write-to-us';

/** A translation's pages live at /<code> + the English path: "/mr/ecrop", "/mr". */
const prefixOf = (lang: Lang) => `/${lang}`;

/** The path of a page in a language: "/ecrop" in Marathi is "/mr/ecrop", "/" is "/mr". */
export function localePath(path: string, lang: Lang): string {
  if (lang === DEFAULT_LANG) return path;
  return path === '/' ? prefixOf(lang) : `${prefixOf(lang)}${path}`;
}

/** The language a path or link is in, and its English twin's path ("/hi/ecrop/#faq" → hi, "/ecrop"). */
export function splitLocalePath(path: string): { lang: Lang; path: string } {
  const route = normalisePath(path.split('#', 1)[0] ?? '');
  const first = route.split('/')[1];
  if (isLang(first) && first !== DEFAULT_LANG) return { lang: first, path: route.slice(prefixOf(first).length) || '/' };
  return { lang: DEFAULT_LANG, path: route };
}

/** The contact page's form, in a language: /contact#write-to-us, /mr/contact#write-to-us. */
export function contactFormPath(lang: Lang = 'en'): string {
  return `${localePath(paths.contact, lang)}#${CONTACT_FORM_ID}`;
}

/** The path of a page document (in its language, English by default). */
export function pagePath(slug: string, lang: Lang = 'en'): string {
  return localePath(slug === dedicatedSlugs.home ? '/' : `/${slug}`, lang);
}

/**
 * A translation's 404 page. A static export has one 404.html at its root, so each translation's is a page
 * of its own ("/mr/404") that the server sends, with status 404, for unknown paths under its prefix.
 */
export function notFoundPath(lang: Lang): string {
  return `${prefixOf(lang)}/404`;
}

/** A blog post's page. */
export function postPath(id: string): string {
  return `/post/${id}`;
}

/** The path segment before a list's page number: /blog/page/2 (lib/pagination.ts reads it back from the route's segments). */
export const LIST_PAGE_SEGMENT = 'page';

/** Page n of a paged list at `first`: the list's own path for page 1, then `first`/page/2, ... */
export function listPagePath(first: string, page: number): string {
  return page === 1 ? first : `${first}/${LIST_PAGE_SEGMENT}/${page}`;
}

/**
 * Whether `path` belongs to the paged list at `first` without being its first page: a later page (2, 3, ...),
 * /blog/page/2 of /blog, or, for the blog, one of its posts, /post/{slug}. Both normalised.
 */
export function isWithinList(first: string, path: string): boolean {
  if (path.startsWith(`${first}/${LIST_PAGE_SEGMENT}/`)) return true;
  return first === paths.blog && path.startsWith(postPath(''));
}

/** Page n of the blog: /blog, /blog/page/2, ... */
export const blogPagePath = (page: number): string => listPagePath(paths.blog, page);

/** Page n of More Reads: /more-reads, /more-reads/page/2, ... */
export const moreReadsPagePath = (page: number): string => listPagePath(paths.moreReads, page);

/** The link target for a path: the exported site serves every page at a trailing-slash URL ("/search?q=x#y" → "/search/?q=x#y"). */
export function hrefOf(path: string): string {
  const [beforeHash = '', hash] = path.split('#', 2);
  const [pathname = '', query] = beforeHash.split('?', 2);
  if (pathname === '' || pathname === '/' || pathname.endsWith('/') || /^[a-z]+:/i.test(pathname)) return path;
  return `${pathname}/${query === undefined ? '' : `?${query}`}${hash === undefined ? '' : `#${hash}`}`;
}

/** Normalise a browser pathname ("/about/", "/about") to the route form ("/about"). */
export function normalisePath(pathname: string): string {
  if (pathname === '/' || pathname === '') return '/';
  return pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

/**
 * The staff desk: a page of its own for signed-in staff, not a content document. It is kept out of the
 * sitemap, the search index and the offline precache, and robots.txt and its own meta ask not to index it.
 */
export const DESK_PATH = '/desk';
