import { clsx } from 'clsx';
import { CheckCircle2 } from 'lucide-react';
import { InlineMarkdown } from '@/components/content/markdown';

/** Paragraphs followed by a checklist: the body of text sections and tab panels. Inline Markdown (links, bold) is drawn. */
export function TextBody({ paragraphs, points, onDark = false, pointColumns = 1 }: { paragraphs: string[]; points: string[]; onDark?: boolean; pointColumns?: 1 | 2 }) {
  return (
    <>
      <div className={clsx('inline-links space-y-4 text-lg leading-relaxed', onDark ? 'text-white/90' : 'text-ink')}>
        {paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 60)}>
            <InlineMarkdown text={paragraph} />
          </p>
        ))}
      </div>
      {points.length ? (
        <ul className={clsx('inline-links mt-6 grid gap-3', pointColumns === 2 && 'sm:grid-cols-2')}>
          {points.map((point) => (
            <li key={point} className="flex gap-3">
              <CheckCircle2 aria-hidden="true" className={clsx('mt-0.5 size-5 shrink-0', onDark ? 'text-gold-400' : 'text-leaf-700')} />
              <span className={onDark ? 'text-white/90' : 'text-ink'}>
                <InlineMarkdown text={point} />
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
