import type { Page } from '@/lib/content/schema';
import { requirePage } from '@/lib/content';
import { dedicatedSlugs } from '@/lib/routes';
import { pageJsonLd } from '@/lib/seo/jsonld';
import { JsonLd } from '@/components/seo/json-ld';
import { PageSections } from '@/components/sections/section-renderer';
import { searchBodyAttributes, searchTitleAttributes, sectionOfPage } from '@/lib/search/sections';
import { Listen } from '@/components/listen/listen';
import { isListenable } from '@/lib/content/listenable';

/**
 * Whether a page's text goes into the site search: not the search page's (it would match every query), nor
 * the offline page's, nor the later pages of the blog and More Reads (their words are page 1's).
 */
function isSearchable(page: Page, listPage = 1): boolean {
  return listPage === 1 && !page.sections.some((section) => section.type === 'siteSearch' || section.type === 'savedPages');
}

/**
 * A page document as a page: its structured data and its sections. Every route renders through this, so a
 * page's words, layout and structured data all come from its document. `path` is where it is served when
 * that is not its slug's path (page 2 of the blog or More Reads), `listPage` which page of its list it shows
 * and `listPath` where the list starts.
 */
export async function PageView({ page, path, listPage, listPath }: { page: Page; path?: string; listPage?: number; listPath?: string }) {
  const home = await requirePage(dedicatedSlugs.home, page.lang);
  // Keyed by the page, so a client-side navigation mounts the next page's sections afresh (see StaticHtml).
  const key = `${page.lang}:${page.slug}:${listPage ?? 1}`;
  // The Listen control sits under the page's first section, its heading.
  const [first, ...rest] = page.sections;
  const sections = isListenable(page) ? (
    <>
      <PageSections key={`${key}:head`} sections={first ? [first] : []} context={{ listPage }} />
      <Listen key={`${key}:listen`} lang={page.lang} />
      <PageSections key={key} sections={rest} context={{ listPage }} />
    </>
  ) : (
    <PageSections key={key} sections={page.sections} context={{ listPage }} />
  );
  return (
    <>
      <JsonLd data={pageJsonLd(page, home, path, listPath)} />
      {/* `contents`: the wrapper marks the indexed text for the search index and adds no box to the layout. */}
      {isSearchable(page, listPage) ? (
        <div className="contents" {...searchBodyAttributes(sectionOfPage(page))}>
          <span {...searchTitleAttributes(page.title)} />
          {sections}
        </div>
      ) : (
        sections
      )}
    </>
  );
}
