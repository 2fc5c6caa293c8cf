import { clsx } from 'clsx';
import type { SectionOf } from '@/lib/content/schema';
import { ActionButtons } from './action-buttons';
import { ContentImage } from './content-image';
import { SectionHeading } from './section-heading';
import { TextBody } from './text-body';
import { toneClass } from './section-frame';

/** A box of short facts beside a text ("Founded: 2019"). */
function FactBox({ facts }: { facts: Array<{ term: string; detail: string }> }) {
  return (
    <dl className="grid gap-5 self-start card">
      {facts.map((fact) => (
        <div key={fact.term} className="border-b border-forest-900/10 pb-4 last:border-b-0 last:pb-0">
          <dt className="text-sm font-semibold text-muted">{fact.term}</dt>
          <dd className="mt-1 text-lg font-bold text-forest-900">{fact.detail}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Text with list items, and an illustration or a box of facts beside it. */
export function RichText({ section }: { section: SectionOf<'richText'> }) {
  const onDark = section.tone === 'forest';
  const headingId = `${section.id}-heading`;
  const aside = section.image ? 'image' : section.facts?.length ? 'facts' : null;
  return (
    <section id={section.id} aria-labelledby={headingId} className={`section ${toneClass[section.tone]}`}>
      <div
        className={clsx('container-content grid gap-10', {
          'items-center lg:grid-cols-2': aside === 'image',
          'lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]': aside === 'facts',
        })}
      >
        <div className={clsx({ 'lg:order-2': aside === 'image' && section.imageSide === 'left', 'max-w-3xl': !aside })}>
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
        {section.image ? (
          <ContentImage image={section.image} className={clsx('mx-auto w-full rounded-3xl', section.image.height > section.image.width ? 'max-w-xs' : 'max-w-xl')} />
        ) : null}
        {aside === 'facts' && section.facts ? <FactBox facts={section.facts} /> : null}
      </div>
    </section>
  );
}
