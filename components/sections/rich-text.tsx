import type { SectionOf } from '@/lib/content/schema';
import { ActionButtons } from './action-buttons';
import { ContentImage } from './content-image';
import { SectionHeading } from './section-heading';
import { TextBody } from './text-body';

const toneClass = { paper: 'bg-paper', white: 'bg-white', forest: 'bg-forest-900 text-white' } as const;

/** Text with list items and an optional illustration beside it. */
export function RichText({ section }: { section: SectionOf<'richText'> }) {
  const onDark = section.tone === 'forest';
  const headingId = `${section.id}-heading`;
  return (
    <section id={section.id} aria-labelledby={headingId} className={`section ${toneClass[section.tone]}`}>
      <div className={`container-content grid items-center gap-10 ${section.image ? 'lg:grid-cols-2' : ''}`}>
        <div className={section.image ? (section.imageSide === 'left' ? 'lg:order-2' : '') : 'max-w-3xl'}>
          <SectionHeading id={headingId} eyebrow={section.eyebrow} title={section.title} lead={section.lead} onDark={onDark} />
          <div className="-mt-4">
            <TextBody paragraphs={section.paragraphs} points={section.points} onDark={onDark} />
          </div>
          {section.actions.length ? (
            <div className="mt-8">
              <ActionButtons actions={section.actions} onDark={onDark} />
            </div>
          ) : null}
        </div>
        {section.image ? <ContentImage image={section.image} className={`mx-auto w-full rounded-3xl ${section.image.height > section.image.width ? 'max-w-xs' : 'max-w-xl'}`} /> : null}
      </div>
    </section>
  );
}
