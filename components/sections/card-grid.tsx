import { clsx } from 'clsx';
import { ArrowRight, Check } from 'lucide-react';
import type { Card, SectionOf } from '@/lib/content/schema';
import { CARD_ICON_SIZE } from '@/lib/content/layout';
import { InlineMarkdown } from '@/components/content/markdown';
import { ContentIcon } from './icon';
import { ContentImage } from './content-image';
import { ContentLink } from './content-link';
import { SectionFrame } from './section-frame';
import { words } from '@/content/i18n';
import { fill } from '@/lib/i18n';

const columns = {
  1: '',
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const;

/** One card: icon (50 px) or image, eyebrow, title, text, optional points and links. */
function CardItem({ card, onDark = false }: { card: Card; onDark?: boolean }) {
  const t = words().sections;
  const accent = onDark ? 'text-gold-400' : 'text-leaf-700';
  return (
    <article className={clsx('flex h-full flex-col gap-4 rounded-2xl p-6', onDark ? 'bg-white/5 ring-1 ring-white/15' : 'bg-white shadow-card')}>
      {card.image ? <ContentImage image={card.image} className="-mx-2 -mt-2 w-[calc(100%+1rem)] rounded-xl" /> : null}
      {card.icon ? (
        <span className={clsx('flex size-[74px] items-center justify-center rounded-2xl', onDark ? 'bg-white/10 text-gold-400' : 'bg-leaf-100 text-leaf-700')}>
          <ContentIcon name={card.icon} size={CARD_ICON_SIZE} />
        </span>
      ) : null}
      <div>
        {card.eyebrow ? <p className={clsx('mb-1 text-sm font-semibold', onDark ? 'text-gold-400' : 'text-muted')}>{card.eyebrow}</p> : null}
        <h3 className={clsx('font-display text-xl font-bold', onDark && 'text-white')}>{card.title}</h3>
      </div>
      <p className={clsx('leading-relaxed', onDark ? 'text-white/85' : 'text-muted')}>{card.content}</p>
      {card.points?.length ? (
        <ul className="space-y-2">
          {card.points.map((point) => (
            <li key={point} className={clsx('flex gap-2 text-[15px]', onDark ? 'text-white/90' : 'text-ink')}>
              <Check aria-hidden="true" className={clsx('mt-0.5 size-4 shrink-0', accent)} />
              {point}
            </li>
          ))}
        </ul>
      ) : null}
      {card.links?.length ? (
        <ul className="flex flex-col gap-1">
          {card.links.map((link) => (
            <li key={link.href}>
              <ContentLink href={link.href} className={clsx('inline-flex min-h-11 items-center gap-1.5 text-lg font-semibold wrap-anywhere underline', accent)}>
                {link.label}
              </ContentLink>
            </li>
          ))}
        </ul>
      ) : null}
      {card.href ? (
        <ContentLink href={card.href} className={clsx('mt-auto inline-flex min-h-11 items-center gap-1 font-semibold hover:underline', accent)}>
          {card.linkLabel ?? (
            <>
              {/* The accessible name starts with the visible words (a voice user says "Learn more"), then the topic. */}
              <span aria-hidden="true">{t.learnMore}</span>
              <span className="sr-only">{fill(t.learnMoreAbout, { title: card.title })}</span>
            </>
          )}
          <ArrowRight aria-hidden="true" className="size-4" />
        </ContentLink>
      ) : null}
    </article>
  );
}

/** A grid of icon or image cards; four to a row by default. */
export function CardGrid({ section }: { section: SectionOf<'cards'> }) {
  const onDark = section.tone === 'forest';
  return (
    <SectionFrame {...section}>
      <ul className={`grid gap-6 ${columns[section.perRow]}`}>
        {section.cards.map((card) => (
          <li key={card.title}>
            <CardItem card={card} onDark={onDark} />
          </li>
        ))}
      </ul>
      {section.footnote ? (
        <p className={clsx('inline-links mt-8 max-w-3xl leading-relaxed', onDark ? 'text-white/85' : 'text-muted')}>
          <InlineMarkdown text={section.footnote} />
        </p>
      ) : null}
    </SectionFrame>
  );
}
