/** Page facts for the unit tests of the site check (scripts/check-site). */
import type { PageFacts } from '@/scripts/check-site/page-facts';

export const production = 'https://www.example.in';

/** A page's facts with nothing wrong: its canonical and og:url are itself, and no alternates. */
export function page(path: string, facts: Partial<PageFacts> = {}): PageFacts {
  return {
    path,
    lang: 'en-IN',
    noindex: false,
    canonicals: [`${production}${path}`],
    alternates: [],
    ogUrls: [`${production}${path}`],
    targets: new Set(['main']),
    fragmentLinks: [],
    ...facts,
  };
}

/** The alternates an English page and its Hindi twin both list. */
export function pair(english: string, hindi: string) {
  return [
    { hreflang: 'en', href: `${production}${english}` },
    { hreflang: 'hi', href: `${production}${hindi}` },
    { hreflang: 'x-default', href: `${production}${english}` },
  ];
}

export function siteOf(...pages: PageFacts[]): Map<string, PageFacts> {
  return new Map(pages.map((one) => [one.path, one]));
}
