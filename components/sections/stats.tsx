import { clsx } from 'clsx';
import type { SectionOf } from '@/lib/content/schema';
import { SectionFrame } from './section-frame';

/** Headline figures: the value large, its label and an optional line of detail. */
export function Stats({ section }: { section: SectionOf<'stats'> }) {
  const onDark = section.tone === 'forest';
  return (
    <SectionFrame {...section}>
      <dl className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {section.items.map((item) => (
          <div key={item.label} className={clsx('flex flex-col rounded-2xl p-6', onDark ? 'bg-white/5 ring-1 ring-white/15' : 'bg-white shadow-card')}>
            <dt className={clsx('order-2 mt-2 font-semibold', onDark ? 'text-white' : 'text-forest-900')}>{item.label}</dt>
            <dd className={clsx('order-1 font-display text-4xl font-extrabold', onDark ? 'text-gold-400' : 'text-leaf-700')}>{item.value}</dd>
            {item.detail ? <dd className={clsx('order-3 mt-2 text-[15px] leading-relaxed', onDark ? 'text-white/80' : 'text-muted')}>{item.detail}</dd> : null}
          </div>
        ))}
      </dl>
    </SectionFrame>
  );
}
