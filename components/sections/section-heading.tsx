import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Leaf } from 'lucide-react';

interface SectionHeadingProps {
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  align?: 'left' | 'center';
  /** Light text for dark (forest) bands. */
  onDark?: boolean;
  children?: ReactNode;
}

/**
 * A section title: the eyebrow between two decorative leaf icons, the h2 and a lead paragraph.
 * `id` goes on the h2 so the section can be labelled by it.
 */
export function SectionHeading({ id, eyebrow, title, lead, align = 'left', onDark = false, children }: SectionHeadingProps) {
  const centered = align === 'center';
  return (
    <div className={clsx('mb-10 max-w-3xl', centered && 'mx-auto text-center')}>
      {eyebrow ? (
        <p className={clsx('mb-2 flex items-center gap-2 text-sm font-semibold', centered && 'justify-center', onDark ? 'text-gold-400' : 'text-leaf-700')}>
          <Leaf aria-hidden="true" className="size-4 -scale-x-100" />
          {eyebrow}
          <Leaf aria-hidden="true" className="size-4" />
        </p>
      ) : null}
      <h2 id={id} className={clsx('text-3xl font-extrabold sm:text-4xl', onDark && 'text-white')}>
        {title}
      </h2>
      {lead ? <p className={clsx('mt-4 text-lg leading-relaxed', onDark ? 'text-white/85' : 'text-muted')}>{lead}</p> : null}
      {children}
    </div>
  );
}
