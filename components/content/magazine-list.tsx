import { FileText } from 'lucide-react';
import type { Magazine } from '@/lib/content/schema';
import { formatDate } from '@/lib/format';

/** The magazine issues, newest first: cover, title, issue and date, what it covers, and its PDF in a new tab. */
export function MagazineList({ magazines }: { magazines: Magazine[] }) {
  return (
    <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
      {magazines.map((magazine, index) => (
        <li key={magazine.id}>
          <article className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-forest-900/5">
            {/* eslint-disable-next-line @next/next/no-img-element -- pre-sized SVG cover art */}
            <img
              src={magazine.coverImage}
              alt=""
              width={600}
              height={800}
              // The first cover opens the page (a phone's largest paint): high priority; the first row eager, the rest lazy.
              loading={index < 3 ? undefined : 'lazy'}
              fetchPriority={index === 0 ? 'high' : undefined}
              decoding="async"
              className="aspect-[3/4] w-full bg-forest-50 object-cover"
            />
            <div className="flex flex-1 flex-col gap-3 p-6">
              <p className="text-sm font-semibold tracking-wide text-leaf-700 uppercase">
                {magazine.publicationName}, {magazine.issue}
              </p>
              <h2 className="font-display text-xl font-bold text-forest-900">{magazine.title}</h2>
              <p className="text-sm text-muted">
                <time dateTime={magazine.issueDate}>{formatDate(magazine.issueDate)}</time>
              </p>
              <p className="leading-relaxed text-muted">{magazine.description}</p>
              <a
                href={magazine.pdfUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-auto btn-outline self-start"
                aria-label={`View PDF: ${magazine.title}, ${magazine.issue} (opens in a new tab)`}
              >
                <FileText aria-hidden="true" className="size-4" />
                View PDF
              </a>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
