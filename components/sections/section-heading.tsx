import type { ReactNode } from 'react';

/** A section's eyebrow, h2 and lead paragraph; `id` lets the section be labelled by its heading. */
export function SectionHeading({ id, eyebrow, title, lead, align = 'left', children }: { id: string; eyebrow?: string; title: string; lead?: string; align?: 'left' | 'center'; children?: ReactNode }) {
  return (
    <div className={`mb-10 max-w-3xl ${align === 'center' ? 'mx-auto text-center' : ''}`}>
      {eyebrow ? <p className="eyebrow mb-2">{eyebrow}</p> : null}
      <h2 id={id} className="text-3xl font-extrabold sm:text-4xl">
        {title}
      </h2>
      {lead ? <p className="mt-4 text-lg leading-relaxed text-muted">{lead}</p> : null}
      {children}
    </div>
  );
}
