import type { SectionOf } from '@/lib/content/schema';
import { ActionButtons } from './action-buttons';
import { Banner } from './banner';

export function BannerSection({ section }: { section: SectionOf<'banner'> }) {
  return (
    <Banner image={section.image} layout={section.layout} heading={section.heading} subheading={section.subheading} eyebrow={section.eyebrow}>
      {section.actions.length ? <ActionButtons actions={section.actions} onDark /> : null}
    </Banner>
  );
}
