import { clsx } from 'clsx';
import { CheckCircle2 } from 'lucide-react';
import type { SectionOf } from '@/lib/content/schema';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { SectionFrame } from './section-frame';

/** Two options compared row by row in a <table>; the recommended column is highlighted. */
export function Comparison({ section }: { section: SectionOf<'comparison'> }) {
  const highlight = (index: number) => index === section.better;
  return (
    <SectionFrame {...section}>
      {/* The table can be wider than a small phone, or one with large text. */}
      <ScrollRegion label={section.caption} className="mx-auto max-w-4xl overflow-x-auto rounded-2xl border border-forest-900/10 bg-white shadow-card">
        <table className="w-full border-collapse text-left">
          <caption className="px-5 pt-5 pb-2 text-left font-display text-lg font-bold text-forest-900">{section.caption}</caption>
          <thead>
            <tr>
              <td className="px-2 py-3 sm:px-4" />
              {section.options.map((option, index) => (
                <th
                  key={option}
                  scope="col"
                  className={clsx('px-2 py-3 font-display text-base font-bold sm:px-4 sm:text-lg', highlight(index) ? 'chosen-fill' : 'bg-paper text-forest-900')}
                >
                  <span className="inline-flex items-center gap-2">
                    {highlight(index) ? <CheckCircle2 aria-hidden="true" className="size-5 shrink-0" /> : null}
                    {option}
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {section.rows.map((row) => (
              <tr key={row.label} className="border-t border-forest-900/10">
                <th scope="row" className="px-2 py-4 font-semibold text-muted sm:px-4">
                  {row.label}
                </th>
                {row.values.map((value, index) => (
                  <td key={index} className={clsx('px-2 py-4 text-base sm:px-4 sm:text-lg', highlight(index) ? 'bg-leaf-100 font-bold text-forest-900' : 'text-ink')}>
                    {value}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </SectionFrame>
  );
}
