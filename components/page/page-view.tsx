import type { Page } from '@/lib/content/schema';
import { requirePage } from '@/lib/content';
import { dedicatedSlugs } from '@/lib/routes';
import { pageJsonLd } from '@/lib/seo/jsonld';
import { JsonLd } from '@/components/seo/json-ld';
import { PageSections } from '@/components/sections/section-renderer';

/**
 * A page document as a page: its structured data and its sections. Every route renders through this, so a
 * page's words, layout and structured data all come from its document. `path` is where it is served when
 * that is not its slug's path (page 2 of the blog), `listPage` which page of its list it shows.
 */
export async function PageView({ page, path, listPage }: { page: Page; path?: string; listPage?: number }) {
  const home = await requirePage(dedicatedSlugs.home, page.lang);
  return (
    <>
      <JsonLd data={pageJsonLd(page, home, path)} />
      <PageSections sections={page.sections} context={{ listPage }} />
    </>
  );
}
