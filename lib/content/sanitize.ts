import sanitizeHtml from 'sanitize-html';
import { EMBED_HOSTS } from '@/lib/constants';

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
    .replace(/<table\b/g, TABLE_SCROLL_OPEN)
    .replace(/<\/table>/g, '</table></div>');
}

/**
 * A wide table scrolls sideways inside its own box on a phone, not the whole page (WCAG reflow); the box
 * takes keyboard focus, so it can be scrolled without a pointer. Added after sanitising, so it is ours.
 */
const TABLE_SCROLL_OPEN = '<div class="table-scroll" tabindex="0"><table';
