/**
 * The built pages name their canonical, alternate and Open Graph URLs on the production origin
 * (`siteUrl`), where nothing can be fetched from here. The check moves those URLs onto the local server
 * that serves the same export, and back again to name them in its messages.
 */

/** Origin of a URL given with or without a trailing slash. */
function originOf(url: string): string {
  return new URL(url).origin;
}

/** The path, query and fragment of `url` if it is on `origin`, else null. */
export function pathOn(url: string, origin: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  return parsed.origin === originOf(origin) ? `${parsed.pathname}${parsed.search}${parsed.hash}` : null;
}

/** A URL of the production origin, moved onto the local origin; null for a URL of any other origin. */
export function toLocal(url: string, production: string, local: string): string | null {
  const rest = pathOn(url, production);
  return rest === null ? null : `${originOf(local)}${rest}`;
}

/** A URL of the local origin, named as on the production origin (for messages); other URLs as they are. */
export function toProduction(url: string, production: string, local: string): string {
  const rest = pathOn(url, local);
  return rest === null ? url : `${originOf(production)}${rest}`;
}

/** A pattern that matches the production origin at the start of a URL, and only as a whole origin. */
export function originPattern(production: string): RegExp {
  const escaped = originOf(production).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped}(?=[/?#]|$)`);
}
