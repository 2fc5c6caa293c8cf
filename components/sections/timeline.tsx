import { clsx } from 'clsx';
import type { SectionOf } from '@/lib/content/schema';
import { SectionFrame } from './section-frame';

const timelineColumns = { 2: 'lg:grid-cols-2', 3: 'lg:grid-cols-3', 4: 'lg:grid-cols-4' } as const;

/**
 * Steps in order. `timeline`: a vertical line on phones that turns into rows of steps on wide screens.
 * `steps`: numbered cards, the number in a badge and the marker ("Step 1") read to screen readers.
 */
export function Timeline({ section }: { section: SectionOf<'timeline'> }) {
  const onDark = section.tone === 'forest';
  if (section.layout === 'steps') {
    return (
      <SectionFrame {...section}>
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {section.items.map((item, index) => (
            <li key={item.title} className={clsx('rounded-2xl p-6', onDark ? 'bg-forest-800' : 'bg-white shadow-card')}>
              <span aria-hidden="true" className="flex size-11 items-center justify-center rounded-full bg-gold-400 text-lg font-extrabold text-ink">
                {index + 1}
              </span>
              <h3 className={clsx('mt-4 font-display text-xl font-bold', onDark && 'text-white')}>
                <span className="sr-only">{item.marker}: </span>
                {item.title}
              </h3>
              <p className={clsx('mt-2 leading-relaxed', onDark ? 'text-white/90' : 'text-muted')}>{item.content}</p>
            </li>
          ))}
        </ol>
      </SectionFrame>
    );
  }
  // Up to four steps share one row on wide screens; more wrap into rows of three, so no column gets narrow.
  const columns = section.items.length <= 4 ? timelineColumns[section.items.length as 2 | 3 | 4] : 'lg:grid-cols-3';
  return (
    <SectionFrame {...section}>
      <ol className={clsx('relative grid gap-8 border-l-2 border-leaf-500 pl-8 lg:gap-x-6 lg:gap-y-10 lg:border-l-0 lg:pl-0', columns)}>
        {section.items.map((item) => (
          <li key={item.title} className="relative lg:border-t-2 lg:border-leaf-500 lg:pt-8">
            <span
              aria-hidden="true"
              className={clsx(
                'absolute top-1 -left-[41px] size-5 rounded-full border-4 lg:-top-[11px] lg:left-0',
                onDark ? 'border-forest-900 bg-gold-400' : 'border-paper bg-leaf-700',
              )}
            />
            <p className={clsx('text-sm font-semibold', onDark ? 'text-gold-400' : 'text-leaf-700')}>{item.marker}</p>
            <h3 className={clsx('mt-1 font-display text-xl font-bold', onDark && 'text-white')}>{item.title}</h3>
            <p className={clsx('mt-2 leading-relaxed', onDark ? 'text-white/85' : 'text-muted')}>{item.content}</p>
          </li>
        ))}
      </ol>
    </SectionFrame>
  );
}
