/**
 * Build- and run-time configuration read from the environment, with the defaults the README lists.
 * NEXT_PUBLIC_* values are inlined into client code at build time.
 */

import { site } from '@/content/site';

/** Strip a trailing slash so `${siteUrl}${path}` never doubles it. */
function withoutTrailingSlash(url: string): string {
  return url.endsWith('/') ? url.slice(0, -1) : url;
}

/** The public origin of the site: canonicals, Open Graph, sitemap and structured data are built on it. */
export const siteUrl = withoutTrailingSlash(process.env.SITE_URL || site.url);

/** Absolute URL for a site path ("/about/" → "<origin>/about/"). */
export function absoluteUrl(path: string): string {
  return `${siteUrl}${path.startsWith('/') ? path : `/${path}`}`;
}
