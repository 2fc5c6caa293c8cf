import { clsx } from 'clsx';
import type { SectionOf } from '@/lib/content/schema';
import { ActionButtons } from './action-buttons';

const bandClass = {
  forest: 'bg-forest-900 text-white',
  white: 'bg-white ring-1 ring-forest-900/10',
  paper: 'bg-forest-50',
} as const;

/** The closing call to action of a page. */
export function CtaBand({ section }: { section: SectionOf<'cta'> }) {
  const onDark = section.tone === 'forest';
  return (
    <section id={section.id} aria-labelledby={`${section.id}-heading`} className="section">
      <div className="container-content">
        <div className={`flex flex-col gap-6 rounded-3xl p-8 sm:p-12 lg:flex-row lg:items-center lg:justify-between ${bandClass[section.tone]}`}>
          <div className="max-w-2xl">
            {section.eyebrow ? <p className={clsx('mb-2 text-sm font-semibold', onDark ? 'text-gold-400' : 'text-leaf-700')}>{section.eyebrow}</p> : null}
            <h2 id={`${section.id}-heading`} className={clsx('text-3xl font-extrabold sm:text-4xl', onDark && 'text-white')}>
              {section.title}
            </h2>
            {section.lead ? <p className={clsx('mt-3 text-lg', onDark ? 'text-white/90' : 'text-muted')}>{section.lead}</p> : null}
          </div>
          <ActionButtons actions={section.actions} onDark={onDark} />
        </div>
      </div>
    </section>
  );
}
