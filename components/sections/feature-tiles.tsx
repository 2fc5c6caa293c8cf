import { clsx } from 'clsx';
import type { SectionOf } from '@/lib/content/schema';
import { CARD_ICON_SIZE } from '@/lib/content/layout';
import { ContentIcon } from './icon';
import { SectionFrame } from './section-frame';

/** Feature boxes: an icon, a short title and one line each, four to a row on wide screens. */
export function FeatureTiles({ section }: { section: SectionOf<'featureTiles'> }) {
  const onDark = section.tone === 'forest';
  return (
    <SectionFrame {...section}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {section.tiles.map((tile) => (
          // Four to a row, a tile is narrow: the icon goes above the text, which gets the tile's whole width.
          <li key={tile.title} className={clsx('flex gap-4 rounded-2xl p-5 lg:flex-col', onDark ? 'bg-white/5 ring-1 ring-white/15' : 'bg-white shadow-card')}>
            <span className={clsx('flex size-14 shrink-0 items-center justify-center rounded-xl', onDark ? 'bg-white/10 text-gold-400' : 'bg-leaf-100 text-leaf-700')}>
              <ContentIcon name={tile.icon} size={Math.round(CARD_ICON_SIZE * 0.6)} />
            </span>
            <div className="min-w-0">
              <h3 className={clsx('font-display text-lg font-bold wrap-break-word hyphens-auto', onDark && 'text-white')}>{tile.title}</h3>
              <p className={clsx('mt-1 text-[15px] leading-relaxed', onDark ? 'text-white/85' : 'text-muted')}>{tile.content}</p>
            </div>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
