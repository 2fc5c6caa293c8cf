import type { ReactNode } from 'react';
import { SectionHeading } from './section-heading';

type Tone = 'paper' | 'white' | 'forest';

/** The surface of each tone. */
export const toneClass: Record<Tone, string> = {
  paper: 'bg-paper',
  white: 'bg-white',
  forest: 'bg-forest-900 text-white',
};

interface SectionFrameProps {
  id: string;
  title: string;
  eyebrow?: string;
  lead?: string;
  tone?: Tone;
  align?: 'left' | 'center';
  children: ReactNode;
}

/** The band every content section sits in: its surface, its heading (h2) and the content width. */
export function SectionFrame({ id, title, eyebrow, lead, tone = 'paper', align = 'left', children }: SectionFrameProps) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={`section ${toneClass[tone]}`} data-tone={tone}>
      <div className="container-content">
        <SectionHeading id={`${id}-heading`} eyebrow={eyebrow} title={title} lead={lead} align={align} onDark={tone === 'forest'} />
        {children}
      </div>
    </section>
  );
}
