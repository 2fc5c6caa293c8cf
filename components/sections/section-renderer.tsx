import type { Section } from '@/lib/content/schema';
import { BannerSection } from './banner-section';
import { CardGrid } from './card-grid';
import { CarouselSection } from './carousel-section';
import { Comparison } from './comparison';
import { CtaBand } from './cta-band';
import { DataTable } from './data-table';
import { Faq } from './faq';
import { FeatureTiles } from './feature-tiles';
import { InfoBlocks } from './info-blocks';
import { RichText } from './rich-text';
import { Stats } from './stats';
import { TabsSection } from './tabs-section';
import { Timeline } from './timeline';

/** The one mapping from a content section to its component. */
export function SectionRenderer({ section }: { section: Section }) {
  switch (section.type) {
    case 'banner':
      return <BannerSection section={section} />;
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
  }
}

/** A page body: its sections in order. */
export function PageSections({ sections }: { sections: Section[] }) {
  return (
    <>
      {sections.map((section, index) => (
        <SectionRenderer key={'id' in section ? section.id : `banner-${index}`} section={section} />
      ))}
    </>
  );
}
