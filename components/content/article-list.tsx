import { FileText } from 'lucide-react';
import type { Article } from '@/lib/content/schema';
import { formatDate } from '@/lib/format';

const label = 'text-xs font-semibold tracking-wide text-muted uppercase';

interface ArticleListProps {
  /** The articles of this page. */
  articles: Article[];
  /** The serial number of the first one (page 2 starts at 10). */
  first: number;
  /** The page, of how many, and how many articles the whole list has. */
  page: number;
  pages: number;
  count: number;
}

/** One page of article cards: serial number, publication, title, volume, date (a dash if missing), View PDF. */
export function ArticleList({ articles, first, page, pages, count }: ArticleListProps) {
  return (
    <>
      <p className="mb-6 text-muted">
        Page {page} of {pages}: articles {first}–{first + articles.length - 1} of {count}
      </p>
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" start={first}>
        {articles.map((article, index) => {
          const serial = first + index;
          return (
            <li key={article.id} className="flex flex-col rounded-2xl bg-white p-6 shadow-card ring-1 ring-forest-900/5">
              <span aria-hidden="true" className="mb-4 flex size-11 items-center justify-center rounded-full bg-leaf-100 font-display text-lg font-extrabold text-leaf-800">
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
    </>
  );
}
