import type { SectionOf } from '@/lib/content/schema';
import { Carousel } from './islands';
// The carousel's layout is needed at first paint, before its code arrives: its styles stay with the page.
import 'swiper/css';
import 'swiper/css/effect-coverflow';
import { SectionFrame } from './section-frame';
import { words } from '@/content/i18n';

export function CarouselSection({ section }: { section: SectionOf<'carousel'> }) {
  const t = words().sections;
  return (
    <SectionFrame {...section}>
      <Carousel
        id={section.id}
        label={section.title}
        slides={section.slides}
        effect={section.effect}
        autoplayMs={section.autoplayMs}
        onDark={section.tone === 'forest'}
        text={{ previous: t.previousSlide, next: t.nextSlide, goTo: t.goToSlide, slideOf: t.slideOf, pause: t.pauseSlideshow, play: t.playSlideshow }}
      />
    </SectionFrame>
  );
}
