import type { Section } from '@/lib/content/schema';
import { languageNotes } from '@/content/i18n';
import { requestLang } from '@/lib/request-lang';
import { LatestPosts } from './latest-posts';
import { Listing, type SectionContext } from './listing';
import { PageLinks } from './page-links';
import { Shop } from './shop';
import { SiteSearch } from './site-search';
import { SavedPages } from './islands';
import { isContentDriven, SelfContainedSection } from './self-contained-section';
import { PageSections as Sections } from './page-sections';

export { INTERACTIVE_SECTIONS, isStaticSection } from './page-sections';

/** The one mapping from a content section to its component: the content-driven ones here, the others in SelfContainedSection. */
function SectionRenderer({ section, context = {} }: { section: Section; context?: SectionContext }) {
  if (!isContentDriven(section)) return <SelfContainedSection section={section} context={context} />;
  switch (section.type) {
    case 'pageLinks':
      return <PageLinks section={section} />;
    case 'latestPosts':
      return <LatestPosts section={section} />;
    case 'listing':
      return <Listing section={section} context={context} />;
    case 'shop':
      return <Shop section={section} />;
    case 'siteSearch':
      return <SiteSearch section={section} />;
    // A saved page in the other language says which language it is in, in this page's language.
    case 'savedPages':
      return <SavedPages section={section} lang={requestLang()} languageNotes={languageNotes(requestLang())} />;
  }
}

/** A page body as the site renders it: PageSections with the site's renderer. */
export function PageSections(props: { sections: Section[]; context?: SectionContext }) {
  return <Sections {...props} Render={SectionRenderer} />;
}
