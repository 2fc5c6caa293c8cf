import sanitizeHtml from 'sanitize-html';
import { EMBED_HOSTS } from '@/lib/content/embed-hosts';

/**
 * Blog HTML is never trusted: an allow-list keeps headings, text, lists, links, images, tables, figures
 * and embeds from known video hosts; scripts, styles, event handlers, javascript: URLs and anything
 * else are dropped. Links leaving the site open in a new tab without an opener; images load lazily.
 */
export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'h2',
      'h3',
      'h4',
      'h5',
      'h6',
      'p',
      'br',
      'hr',
      'blockquote',
      'pre',
      'code',
      'strong',
      'em',
      'b',
      'i',
      'u',
      's',
      'sub',
      'sup',
      'mark',
      'small',
      'abbr',
      'span',
      'ul',
      'ol',
      'li',
      'dl',
      'dt',
      'dd',
      'a',
      'img',
      'figure',
      'figcaption',
      'table',
      'caption',
      'thead',
      'tbody',
      'tfoot',
      'tr',
      'th',
      'td',
      'iframe',
    ],
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'width', 'height', 'title', 'loading', 'decoding'],
      table: ['tabindex'],
      th: ['scope', 'colspan', 'rowspan'],
      td: ['colspan', 'rowspan'],
      abbr: ['title'],
      ol: ['start'],
      iframe: ['src', 'title', 'width', 'height', 'allow', 'allowfullscreen'],
    },
    allowedSchemes: ['https', 'http', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['https', 'http'], iframe: ['https'] },
    allowedIframeHostnames: EMBED_HOSTS,
    allowProtocolRelative: false,
    // A heading level 1 inside a post would compete with the page's own h1.
    transformTags: {
      h1: 'h2',
      a: (tagName, attribs) => {
        const external = /^https?:\/\//i.test(attribs.href ?? '');
        return { tagName, attribs: external ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : { ...attribs, target: '', rel: '' } };
      },
      img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy', decoding: 'async' } }),
    },
    exclusiveFilter: (frame) => frame.tag === 'a' && !frame.attribs.href,
    nonTextTags: ['style', 'script', 'textarea', 'option', 'noscript', 'title'],
  })
    .replace(/ (target|rel)=""/g, '')
    .replace(/<table\b|<\/table>/g, boxTables());
}

/**
 * A wide table scrolls sideways inside its own box on a phone, not the whole page (WCAG reflow): the box
 * components/ui/scroll-region.tsx draws, here as a string. Named after the table (its caption, or else its
 * header cells, as Markdown tables are); a table with neither stays in an unnamed <div>, which still takes
 * focus. Added after sanitising, so it is ours. The replacer sees each <table and </table> in turn (tables nest).
 */
function boxTables(): (tag: string, offset: number, html: string) => string {
  const closers: string[] = [];
  return (tag, offset, html) => {
    if (tag === '</table>') return tag + (closers.pop() ?? '');
    const label = tableLabel(html.slice(offset));
    closers.push(label ? '</section>' : '</div>');
    return (label ? `<section class="table-scroll" tabindex="0" aria-label="${label}">` : '<div class="table-scroll" tabindex="0">') + tag;
  };
}

/** The name of the table that `html` starts with: its caption, or the text of its first row's header cells; '' when it has neither. */
function tableLabel(html: string): string {
  const text = (fragment: string) =>
    fragment
      .replace(/<[^>]*>/g, '')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/"/g, '&quot;');
  const caption = /^<table\b[^>]*>\s*<caption\b[^>]*>([\s\S]*?)<\/caption>/.exec(html);
  if (caption) return text(caption[1]!);
  const firstRow = /<tr\b[^>]*>([\s\S]*?)<\/tr>/.exec(html);
  const headers = firstRow ? [...firstRow[1]!.matchAll(/<th\b[^>]*>([\s\S]*?)<\/th>/g)].map((cell) => text(cell[1]!)).filter(Boolean) : [];
  return headers.join(', ');
}
