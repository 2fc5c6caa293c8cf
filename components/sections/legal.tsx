import type { SectionOf } from '@/lib/content/schema';
import { formatDate } from '@/lib/format';
import { requestLang } from '@/lib/request-lang';
import { InlineMarkdown, Markdown } from '@/components/content/markdown';
import { ProseStyles } from '@/components/ui/prose-styles';

/**
 * A legal text: its effective date, a short summary, a table of contents and numbered sections. The
 * section bodies are Markdown, drawn as prose; a quote in them becomes a highlighted box.
 */
export function Legal({ section }: { section: SectionOf<'legal'> }) {
  return (
    <div id={section.id} className="section">
      <div className="container-content">
        <div className="max-w-3xl">
          <p className="text-muted">
            {section.effectiveDateLabel}: <time dateTime={section.effectiveDate}>{formatDate(section.effectiveDate, requestLang())}</time>
          </p>

          <section aria-labelledby={`${section.id}-summary`} className="mt-6 rounded-2xl border border-forest-900/10 bg-forest-50 p-6">
            <h2 id={`${section.id}-summary`} className="text-xl font-bold">
              {section.summaryTitle}
            </h2>
            <ul className="inline-links mt-3 list-disc space-y-1.5 pl-6 leading-relaxed">
              {section.summary.map((line) => (
                <li key={line}>
                  <InlineMarkdown text={line} />
                </li>
              ))}
            </ul>
          </section>

          <nav aria-labelledby={`${section.id}-contents`} className="mt-8 rounded-2xl bg-white p-6 shadow-card">
            <h2 id={`${section.id}-contents`} className="text-xl font-bold">
              {section.contentsTitle}
            </h2>
            <ol className="mt-3 list-decimal space-y-1 pl-6">
              {section.sections.map((part) => (
                <li key={part.id}>
                  <a href={`#${part.id}`} className="inline-flex min-h-9 items-center font-medium text-leaf-700 underline">
                    {part.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>

          <ProseStyles />
          <article className="prose mt-4">
            {section.sections.map((part, index) => (
              <section key={part.id} aria-labelledby={part.id}>
                <h2 id={part.id}>
                  {index + 1}. {part.title}
                </h2>
                <Markdown source={part.body} />
              </section>
            ))}
          </article>
        </div>
      </div>
    </div>
  );
}
