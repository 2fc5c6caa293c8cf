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
import { Legal } from './legal';
import { Offices } from './offices';
import { RichText } from './rich-text';
import { Stats } from './stats';
import { TabsSection } from './tabs-section';
import { Timeline } from './timeline';
import type { SectionContext } from './listing';

/** The sections drawn from other content (the posts, the pages, the catalogue, the search index), not only their own document. */
export const CONTENT_DRIVEN_SECTIONS = ['pageLinks', 'latestPosts', 'listing', 'shop', 'siteSearch', 'savedPages'] as const satisfies ReadonlyArray<Section['type']>;
export type ContentDrivenSection = Extract<Section, { type: (typeof CONTENT_DRIVEN_SECTIONS)[number] }>;
export type SelfContainedSectionData = Exclude<Section, ContentDrivenSection>;

export function isContentDriven(section: Section): section is ContentDrivenSection {
  return (CONTENT_DRIVEN_SECTIONS as readonly string[]).includes(section.type);
}

/**
 * The mapping from a section that needs nothing but its own document to its component. Apart from the
 * content-driven ones, so that the desk's preview can draw a draft in the browser with the same components.
 */
export function SelfContainedSection({ section, context = {} }: { section: SelfContainedSectionData; context?: SectionContext }) {
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
    case 'offices':
      return <Offices section={section} />;
    case 'form':
      return <FormSection section={section} />;
    case 'legal':
      return <Legal section={section} />;
  }
}
