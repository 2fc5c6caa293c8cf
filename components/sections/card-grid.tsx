import { ArrowRight, Check } from 'lucide-react';
import type { Card, SectionOf } from '@/lib/content/schema';
import { CARD_ICON_SIZE } from '@/lib/constants';
import { PageLink } from '@/components/ui/page-link';
import { ContentIcon } from './icon';
import { ContentImage } from './content-image';
import { SectionFrame } from './section-frame';

const columns = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const;

/** One card: icon (50 px) or image, title, text, optional points and link. */
export function CardItem({ card, onDark = false }: { card: Card; onDark?: boolean }) {
  return (
    <article className={`flex h-full flex-col gap-4 rounded-2xl p-6 ${onDark ? 'bg-white/5 ring-1 ring-white/15' : 'bg-white shadow-card'}`}>
      {card.image ? <ContentImage image={card.image} className="-mx-2 -mt-2 w-[calc(100%+1rem)] rounded-xl" /> : null}
      {card.icon ? (
        <span className={`flex size-[74px] items-center justify-center rounded-2xl ${onDark ? 'bg-white/10 text-gold-400' : 'bg-leaf-100 text-leaf-700'}`}>
          <ContentIcon name={card.icon} size={CARD_ICON_SIZE} />
        </span>
      ) : null}
      <h3 className={`font-display text-xl font-bold ${onDark ? 'text-white' : ''}`}>{card.title}</h3>
      <p className={`leading-relaxed ${onDark ? 'text-white/85' : 'text-muted'}`}>{card.content}</p>
      {card.points?.length ? (
        <ul className="space-y-2">
          {card.points.map((point) => (
            <li key={point} className={`flex gap-2 text-[15px] ${onDark ? 'text-white/90' : 'text-ink'}`}>
              <Check aria-hidden="true" className={`mt-0.5 size-4 shrink-0 ${onDark ? 'text-gold-400' : 'text-leaf-700'}`} />
              {point}
            </li>
          ))}
        </ul>
      ) : null}
      {card.href ? (
        <PageLink href={card.href} className={`mt-auto inline-flex items-center gap-1 font-semibold hover:underline ${onDark ? 'text-gold-400' : 'text-leaf-700'}`}>
          Learn more<span className="sr-only"> about {card.title}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </PageLink>
      ) : null}
    </article>
  );
}

/** A grid of icon or image cards; four to a row by default (spec section 9). */
export function CardGrid({ section }: { section: SectionOf<'cards'> }) {
  return (
    <SectionFrame {...section}>
      <ul className={`grid gap-6 ${columns[section.perRow]}`}>
        {section.cards.map((card) => (
          <li key={card.title}>
            <CardItem card={card} onDark={section.tone === 'forest'} />
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
