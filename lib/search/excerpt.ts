/** A run of an excerpt's text, marked when it matched the query. */
export interface ExcerptPart {
  text: string;
  marked: boolean;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/**
 * Pagefind's excerpt is escaped HTML with the matched words in <mark>. It is split into plain text runs
 * here, so the page renders it as text (React escapes it) and never sets HTML from the index.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  const pattern = /<mark>([\s\S]*?)<\/mark>/g;
  let last = 0;
  for (let match = pattern.exec(excerpt); match; match = pattern.exec(excerpt)) {
    if (match.index > last) parts.push({ text: excerpt.slice(last, match.index), marked: false });
    parts.push({ text: match[1] ?? '', marked: true });
    last = match.index + match[0].length;
  }
  if (last < excerpt.length) parts.push({ text: excerpt.slice(last), marked: false });
  return parts.map((part) => ({ ...part, text: decodeEntities(part.text.replace(/<[^>]*>/g, '')) })).filter((part) => part.text !== '');
}
