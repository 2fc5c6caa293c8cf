import { ChevronLeft, ChevronRight } from 'lucide-react';
import { PageLink } from '@/components/ui/page-link';
import type { ReactNode } from 'react';
import { paginationItems } from '@/lib/pagination';

interface PaginationProps {
  current: number;
  total: number;
  /** What the pages are of, for the navigation's name ("More Reads pages"). */
  label: string;
  /** The URL of page n: every page of a list is a static page. */
  hrefFor: (page: number) => string;
}

/*
 * On a phone the controls must fit one row even with both ellipses (Previous, 1, …, 4, 5, 6, …, 10, Next
 * at 360 px): Previous and Next show their arrow alone there, with the word kept for screen readers, and
 * the controls are 40 px wide (still 44 px tall). From sm up they show the word and are 44 px square.
 */
const base = 'inline-flex min-h-11 min-w-10 items-center justify-center gap-1 rounded-full px-2 font-semibold transition-colors sm:min-w-11 sm:px-3';
const idle = `${base} border border-forest-900/15 bg-white text-forest-900 hover:border-leaf-700 hover:bg-leaf-100`;
const active = `${base} chosen-fill`;
const disabled = `${base} cursor-not-allowed border border-forest-900/10 bg-white text-muted opacity-60`;

/**
 * Previous, the page numbers (first, last, current and neighbours, ellipses over 5 pages) and Next;
 * Previous and Next are disabled at the ends; the rest are links to the list's static pages.
 */
export function Pagination({ current, total, label, hrefFor }: PaginationProps) {
  if (total <= 1) return null;

  /** `name` overrides the visible text only for bare page numbers ("Page 2"). */
  function control(page: number, content: ReactNode, name: string | undefined, isCurrent = false, isDisabled = false) {
    if (isDisabled) {
      return (
        <button type="button" disabled className={disabled} aria-label={name}>
          {content}
        </button>
      );
    }
    return (
      <PageLink href={hrefFor(page)} className={isCurrent ? active : idle} aria-label={name} aria-current={isCurrent ? 'page' : undefined} scroll>
        {content}
      </PageLink>
    );
  }

  return (
    <nav aria-label={label} className="mt-12">
      <ul className="-mx-2 flex flex-wrap items-center justify-center gap-1 sm:mx-0 sm:gap-2">
        <li>
          {control(
            current - 1,
            <>
              <ChevronLeft aria-hidden="true" className="size-5 sm:size-4" />
              <span className="sr-only sm:not-sr-only">Previous</span>
            </>,
            undefined,
            false,
            current === 1,
          )}
        </li>
        {paginationItems(current, total).map((item) =>
          item.type === 'ellipsis' ? (
            <li key={`ellipsis-${item.key}`} aria-hidden="true" className="text-base text-muted sm:px-1 sm:text-lg">
              …
            </li>
          ) : (
            <li key={item.page}>{control(item.page, item.page, `Page ${item.page}`, item.current)}</li>
          ),
        )}
        <li>
          {control(
            current + 1,
            <>
              <span className="sr-only sm:not-sr-only">Next</span>
              <ChevronRight aria-hidden="true" className="size-5 sm:size-4" />
            </>,
            undefined,
            false,
            current === total,
          )}
        </li>
      </ul>
    </nav>
  );
}
