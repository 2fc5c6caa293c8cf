import type { SectionOf } from '@/lib/content/schema';
import { ActionButtons } from './action-buttons';
import { Banner } from './banner';

export function BannerSection({ section, artAsFile = false }: { section: SectionOf<'banner'>; artAsFile?: boolean }) {
  return (
    <Banner artAsFile={artAsFile} image={section.image} layout={section.layout} heading={section.heading} subheading={section.subheading} eyebrow={section.eyebrow}>
      {section.actions.length ? <ActionButtons actions={section.actions} onDark /> : null}
    </Banner>
  );
}
