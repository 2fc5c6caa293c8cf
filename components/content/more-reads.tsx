'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { FileText } from 'lucide-react';
import type { Article } from '@/lib/content/schema';
import { formatDate } from '@/lib/format';
import { pageCount, pageSlice, parsePage } from '@/lib/pagination';
import { PAGE_SIZE } from '@/lib/constants';
import { mergeNewer, useNewerDocuments } from '@/lib/live/use-newer';
import { Pagination } from './pagination';

interface MoreReadsProps {
  /** The prerendered list; null while it is being fetched. */
  articles: Article[] | null;
}

const label = 'text-xs font-semibold tracking-wide text-muted uppercase';

/** One page of article cards: serial number, publication, title, volume, date (a dash if missing), View PDF. */
export function ArticleCards({ articles, page }: { articles: Article[]; page: number }) {
  return (
    <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" start={(page - 1) * PAGE_SIZE + 1}>
      {pageSlice(articles, page).map((article, index) => {
        const serial = (page - 1) * PAGE_SIZE + index + 1;
        return (
          <li key={article.id} className="flex flex-col rounded-2xl bg-white p-6 shadow-card ring-1 ring-forest-900/5">
            <span aria-hidden="true" className="mb-4 flex size-11 items-center justify-center rounded-full bg-leaf-100 font-display text-lg font-extrabold text-leaf-700">
              {serial}
            </span>
            <dl className="grid grid-cols-2 gap-3 text-[15px]">
              {/* The badge above shows the serial number; this row says it to screen readers. */}
              <div className="sr-only">
                <dt>Serial Number</dt>
                <dd>{serial}</dd>
              </div>
              <div className="col-span-2">
                <dt className={label}>Publication Name</dt>
                <dd className="font-semibold text-forest-900">{article.publicationName}</dd>
              </div>
              <div className="col-span-2">
                <dt className={label}>Article Title</dt>
                <dd className="font-display text-lg leading-snug font-bold text-ink">{article.articleTitle}</dd>
              </div>
              <div>
                <dt className={label}>Volume</dt>
                <dd>{article.volume || '-'}</dd>
              </div>
              <div>
                <dt className={label}>Date of Publication</dt>
                <dd>{article.daysOfPublication ? <time dateTime={article.daysOfPublication}>{formatDate(article.daysOfPublication)}</time> : '-'}</dd>
              </div>
            </dl>
            <a
              href={article.pdfUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-6 btn-outline self-start"
              aria-label={`View PDF: ${article.articleTitle} (opens in a new tab)`}
            >
              <FileText aria-hidden="true" className="size-4" />
              View PDF
            </a>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * More Reads: 9 articles a page, the page in the URL (?page=N) so it can be
 * linked and Back works. Shows 'Loading...' while the list is fetched and 'No articles found.' when empty.
 */
export function MoreReads({ articles: built }: MoreReadsProps) {
  // Newsletters published after the build join the top of the list once the page is idle (when configured).
  const newer = useNewerDocuments('articles', built?.[0]?.sortedDate);
  const articles = built && mergeNewer(newer, built);
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();

  if (articles === null) {
    return (
      <p role="status" className="py-16 text-center text-lg text-muted">
        Loading...
      </p>
    );
  }
  if (articles.length === 0) {
    return <p className="py-16 text-center text-lg text-muted">No articles found.</p>;
  }

  const total = pageCount(articles.length);
  const page = parsePage(searchParams.get('page'), total);

  function select(next: number) {
    const params = new URLSearchParams(searchParams.toString());
    if (next === 1) params.delete('page');
    else params.set('page', String(next));
    const query = params.toString();
    router.push(`${pathname}${query ? `?${query}` : ''}`, { scroll: false });
    document.getElementById('more-reads-list')?.scrollIntoView({ block: 'start' });
  }

  return (
    <div>
      <p className="mb-6 text-muted" aria-live="polite">
        Page {page} of {total}: articles {(page - 1) * PAGE_SIZE + 1}–{Math.min(page * PAGE_SIZE, articles.length)} of {articles.length}
      </p>
      <ArticleCards articles={articles} page={page} />
      <Pagination current={page} total={total} label="More Reads pages" onSelect={select} />
    </div>
  );
}
