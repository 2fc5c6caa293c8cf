import type { SectionOf } from '@/lib/content/schema';
import { Carousel } from './carousel';
import { SectionFrame } from './section-frame';

export function CarouselSection({ section }: { section: SectionOf<'carousel'> }) {
  return (
    <SectionFrame {...section}>
      <Carousel id={section.id} label={section.title} slides={section.slides} effect={section.effect} autoplayMs={section.autoplayMs} onDark={section.tone === 'forest'} />
    </SectionFrame>
  );
}
