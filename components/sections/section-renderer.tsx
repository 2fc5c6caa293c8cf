import type { Section } from '@/lib/content/schema';
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
      return <BannerSection section={section} lazyArt={context.bannerArt === 'lazy'} />;
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
    case 'savedPages':
      return <SavedPages section={section} />;
  }
}

/** A page body: its sections in order. */
export function PageSections({ sections, context }: { sections: Section[]; context?: SectionContext }) {
  return (
    <>
      {sections.map((section, index) => (
        <SectionRenderer key={'id' in section ? section.id : `banner-${index}`} section={section} context={context} />
      ))}
    </>
  );
}
