import type { SectionOf } from '@/lib/content/schema';
import { SectionFrame } from './section-frame';

/** A vertical timeline on phones that turns into a row of steps on wide screens. */
export function Timeline({ section }: { section: SectionOf<'timeline'> }) {
  const onDark = section.tone === 'forest';
  return (
    <SectionFrame {...section}>
      <ol className="relative grid gap-8 border-l-2 border-leaf-500 pl-8 lg:grid-flow-col lg:auto-cols-fr lg:border-t-2 lg:border-l-0 lg:pt-8 lg:pl-0">
        {section.items.map((item) => (
          <li key={item.title} className="relative">
            <span aria-hidden="true" className={`absolute top-1 -left-[41px] size-5 rounded-full border-4 lg:-top-[43px] lg:left-0 ${onDark ? 'border-forest-900 bg-gold-400' : 'border-paper bg-leaf-700'}`} />
            <p className={`text-sm font-semibold tracking-wide uppercase ${onDark ? 'text-gold-400' : 'text-leaf-700'}`}>{item.marker}</p>
            <h3 className={`mt-1 font-display text-xl font-bold ${onDark ? 'text-white' : ''}`}>{item.title}</h3>
            <p className={`mt-2 leading-relaxed ${onDark ? 'text-white/85' : 'text-muted'}`}>{item.content}</p>
          </li>
        ))}
      </ol>
    </SectionFrame>
  );
}
