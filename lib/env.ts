/**
 * Build- and run-time configuration read from the environment, with the defaults the README lists.
 * NEXT_PUBLIC_* values are inlined into client code at build time.
 */

const DEFAULT_SITE_URL = 'https://www.haritsat.in';

/** Strip a trailing slash so `${siteUrl}${path}` never doubles it. */
function withoutTrailingSlash(url: string): string {
  return url.endsWith('/') ? url.slice(0, -1) : url;
}

/** The public origin of the site: canonicals, Open Graph, sitemap and structured data are built on it. */
export const siteUrl = withoutTrailingSlash(process.env.SITE_URL || DEFAULT_SITE_URL);

/** Absolute URL for a site path ("/about/" → "https://www.haritsat.in/about/"). */
export function absoluteUrl(path: string): string {
  return `${siteUrl}${path.startsWith('/') ? path : `/${path}`}`;
}
