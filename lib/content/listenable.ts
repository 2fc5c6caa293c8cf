import type { Page } from './schema';

/** Sections that make a page a tool (a form, the search, the shop, saved pages) rather than prose to listen to. */
const TOOL_SECTIONS = new Set<Page['sections'][number]['type']>(['form', 'siteSearch', 'savedPages', 'shop']);

/**
 * Whether a page's main text is prose a reader may listen to: services, products and company pages; not the
 * home page, the blog's list, nor a page that is a form or a tool.
 */
export function isListenable(page: Page): boolean {
  if (page.kind === 'page' && (page.pageType === 'home' || page.pageType === 'blog' || page.pageType === 'contact')) return false;
  return !page.sections.some((section) => TOOL_SECTIONS.has(section.type));
}
