/** The parts of the site check; each failure names the one that found it. */
export type CheckName = 'links' | 'anchors' | 'canonical' | 'hreflang' | 'sitemap' | 'html';

/** One thing wrong with the built site, in the terms a fix starts from. */
export interface Failure {
  check: CheckName;
  /** The page (URL path) or file where the problem is. */
  page: string;
  /** What on that page is wrong: a URL, or a CSS selector. */
  target: string;
  /** A short name of the rule broken: html-validate's rule id, or the check's own (`canonical-self`). */
  rule: string;
  message: string;
}
