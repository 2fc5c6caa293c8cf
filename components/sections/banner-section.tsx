import type { SectionOf } from '@/lib/content/schema';
import { ActionButtons } from './action-buttons';
import { Banner } from './banner';

export function BannerSection({ section, lazyArt = false }: { section: SectionOf<'banner'>; lazyArt?: boolean }) {
  return (
    <Banner lazyArt={lazyArt} image={section.image} layout={section.layout} heading={section.heading} subheading={section.subheading} eyebrow={section.eyebrow}>
      {section.actions.length ? <ActionButtons actions={section.actions} onDark /> : null}
    </Banner>
  );
}
