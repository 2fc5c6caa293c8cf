import type { Article } from '@/lib/content/schema';
import { HTML_LANG } from '@/lib/i18n';
import { searchBodyAttributes } from './sections';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function attributes(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([name, value]) => (value === '' ? name : `${name}="${escapeHtml(value)}"`))
    .join(' ');
}

/**
 * A newsletter article as a search result that opens its PDF: a small HTML document the index reads as it
 * reads a page, so the title is weighted as a page's h1 is. The publication, volume and date travel as
 * meta for the result to show; the text is the title, the publication line and the article's summary
 * (the words set into its PDF), when the document carries one.
 */
export function articleSearchDocument(article: Article): { url: string; content: string } {
  const meta: Record<string, string> = { publication: article.publicationName };
  if (article.volume) meta.volume = article.volume;
  if (article.daysOfPublication) meta.date = article.daysOfPublication;
  // One empty element per meta value: the value is the attribute's, so none of it is indexed twice.
  const metaElements = Object.entries(meta).map(([key, value]) => `<span data-pagefind-meta="${escapeHtml(`${key}:${value}`)}"></span>`);
  const paragraphs = [[article.publicationName, article.volume].filter(Boolean).join(', '), ...(article.summary ?? [])];
  const body = [...metaElements, `<h1>${escapeHtml(article.articleTitle)}</h1>`, ...paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`)].join('');
  return {
    url: article.pdfUrl,
    content: `<!doctype html><html lang="${HTML_LANG.en}"><body><main ${attributes(searchBodyAttributes('More Reads'))}>${body}</main></body></html>`,
  };
}
