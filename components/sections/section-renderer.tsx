import { Fragment } from 'react';
import type { Section } from '@/lib/content/schema';
import { words } from '@/content/i18n';
import { requestLang } from '@/lib/request-lang';
import { StaticHtml } from '@/components/ui/static-html';
import { BannerSection } from './banner-section';
import { CardGrid } from './card-grid';
import { CarouselSection } from './carousel-section';
import { Comparison } from './comparison';
import { CtaBand } from './cta-band';
import { DataTable } from './data-table';
import { Faq } from './faq';
import { FeatureTiles } from './feature-tiles';
import { FormSection } from './form-section';
import { InfoBlocks } from './info-blocks';
import { LatestPosts } from './latest-posts';
import { Legal } from './legal';
import { Listing, type SectionContext } from './listing';
import { Offices } from './offices';
import { PageLinks } from './page-links';
import { RichText } from './rich-text';
import { Shop } from './shop';
import { SiteSearch } from './site-search';
import { SavedPages } from './islands';
import { Stats } from './stats';
import { TabsSection } from './tabs-section';
import { Timeline } from './timeline';

/** The one mapping from a content section to its component. */
function SectionRenderer({ section, context = {} }: { section: Section; context?: SectionContext }) {
  switch (section.type) {
    case 'banner':
      return <BannerSection section={section} artAsFile={context.bannerArt === 'file'} />;
    case 'featureTiles':
      return <FeatureTiles section={section} />;
    case 'cards':
      return <CardGrid section={section} />;
    case 'parameters':
      return <InfoBlocks section={section} />;
    case 'faq':
      return <Faq section={section} />;
    case 'carousel':
      return <CarouselSection section={section} />;
    case 'table':
      return <DataTable section={section} />;
    case 'tabs':
      return <TabsSection section={section} />;
    case 'timeline':
      return <Timeline section={section} />;
    case 'comparison':
      return <Comparison section={section} />;
    case 'stats':
      return <Stats section={section} />;
    case 'richText':
      return <RichText section={section} />;
    case 'cta':
      return <CtaBand section={section} />;
    case 'pageLinks':
      return <PageLinks section={section} />;
    case 'latestPosts':
      return <LatestPosts section={section} />;
    case 'offices':
      return <Offices section={section} />;
    case 'form':
      return <FormSection section={section} />;
    case 'listing':
      return <Listing section={section} context={context} />;
    case 'legal':
      return <Legal section={section} />;
    case 'shop':
      return <Shop section={section} />;
    case 'siteSearch':
      return <SiteSearch section={section} />;
    // A saved page in the other language says which language it is in, in this page's language.
    case 'savedPages':
      return <SavedPages section={section} lang={requestLang()} otherLanguageNote={requestLang() === 'hi' ? words().shell.englishOnly : words().shell.hindiOnly} />;
  }
}

/**
 * Sections that render islands of their own (a carousel, tabs, a form, a live list, the shop, the search): their
 * client components must hydrate. Every other section is plain HTML and links.
 */
export const INTERACTIVE_SECTIONS = new Set<Section['type']>(['carousel', 'tabs', 'form', 'listing', 'latestPosts', 'shop', 'siteSearch', 'savedPages']);

/** Whether a section is only HTML and links: not an interactive type, and no brochure button among its actions. */
export function isStaticSection(section: Section): boolean {
  if (INTERACTIVE_SECTIONS.has(section.type)) return false;
  return !('actions' in section && section.actions.some((action) => 'action' in action));
}

const sectionKey = (section: Section, index: number) => ('id' in section ? section.id : `banner-${index}`);

/**
 * A page body: its sections in order. Runs of static sections go into one StaticHtml, which keeps their
 * prerendered HTML when the page hydrates instead of hydrating each element; interactive ones hydrate.
 */
export function PageSections({ sections, context }: { sections: Section[]; context?: SectionContext }) {
  const runs: { static: boolean; items: { section: Section; key: string }[] }[] = [];
  sections.forEach((section, index) => {
    const isStatic = isStaticSection(section);
    const last = runs.at(-1);
    const item = { section, key: sectionKey(section, index) };
    if (last && last.static === isStatic) last.items.push(item);
    else runs.push({ static: isStatic, items: [item] });
  });
  return (
    <>
      {runs.map((run) => {
        const rendered = run.items.map(({ section, key }) => <SectionRenderer key={key} section={section} context={context} />);
        // A run's key is its sections' keys: unique among the page's runs (PageView keys the page itself).
        const runKey = run.items.map(({ key }) => key).join(' ');
        return run.static ? <StaticHtml key={runKey}>{rendered}</StaticHtml> : <Fragment key={runKey}>{rendered}</Fragment>;
      })}
    </>
  );
}
