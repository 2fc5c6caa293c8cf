import { clsx } from 'clsx';
import type { SectionOf } from '@/lib/content/schema';
import { SectionFrame } from './section-frame';

/**
 * A real <table> with a caption and column headers. On phones each row becomes a card whose cells carry
 * their column name visibly, so nothing scrolls sideways; the header row is then visually hidden but stays
 * in the accessibility tree, so the table semantics stay the same.
 */
export function DataTable({ section }: { section: SectionOf<'table'> }) {
  return (
    <SectionFrame {...section}>
      <div className="overflow-hidden rounded-2xl border border-forest-900/10 bg-white shadow-card">
        <table className="w-full border-collapse text-left">
          <caption className="sr-only">{section.caption}</caption>
          <thead className="bg-forest-900 text-white max-md:sr-only">
            <tr>
              {section.columns.map((column) => (
                <th key={column} scope="col" className="px-5 py-4 font-display text-base font-bold">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {section.rows.map((row) => (
              <tr key={row.cells[0]} className="block border-b border-forest-900/10 p-4 last:border-b-0 md:table-row md:p-0 md:even:bg-paper">
                {row.cells.map((cell, index) => {
                  const column = section.columns[index] ?? '';
                  const Cell = index === 0 ? 'th' : 'td';
                  return (
                    <Cell
                      key={column}
                      {...(index === 0 ? { scope: 'row' } : {})}
                      className={clsx('block py-1.5 align-top md:table-cell md:px-5 md:py-4', index === 0 ? 'font-semibold text-forest-900' : 'text-ink')}
                    >
                      <span className="block text-xs font-semibold text-muted md:hidden" aria-hidden="true">
                        {column}
                      </span>
                      {cell}
                    </Cell>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </SectionFrame>
  );
}
