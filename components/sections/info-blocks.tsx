import { clsx } from 'clsx';
import type { SectionOf } from '@/lib/content/schema';
import { INFO_BLOCK_ICON_SIZE } from '@/lib/content/layout';
import { ContentIcon } from './icon';
import { SectionFrame } from './section-frame';

/** Info blocks: a measured parameter with its icon (48 px), title and explanation. */
export function InfoBlocks({ section }: { section: SectionOf<'parameters'> }) {
  const onDark = section.tone === 'forest';
  // Four to a row, or three when that fills the rows evenly (six parameters: two rows of three).
  const columns = section.items.length % 4 !== 0 && section.items.length % 3 === 0 ? 'lg:grid-cols-3' : 'lg:grid-cols-4';
  return (
    <SectionFrame {...section}>
      <ul className={clsx('grid gap-x-6 gap-y-8 sm:grid-cols-2', columns)}>
        {section.items.map((item) => (
          <li key={item.title} className={clsx('border-t-4 pt-5', onDark ? 'border-gold-400' : 'border-leaf-500')}>
            <ContentIcon name={item.icon} size={INFO_BLOCK_ICON_SIZE} className={onDark ? 'text-gold-400' : 'text-leaf-700'} />
            <h3 className={clsx('mt-4 font-display text-xl font-bold', onDark && 'text-white')}>{item.title}</h3>
            <p className={clsx('mt-2 leading-relaxed', onDark ? 'text-white/85' : 'text-muted')}>{item.content}</p>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
