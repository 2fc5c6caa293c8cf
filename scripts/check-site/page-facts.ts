import { Parser, StaticConfigLoader, type HtmlElement } from 'html-validate';
import { listFiles } from '@/server/static-site';

/** What the site check needs to know of one page, read from its HTML. */
export interface PageFacts {
  /** The URL path the server answers it at: `/about/`, `/`, `/404.html`. */
  path: string;
  /** `<html lang>`, or null when absent. */
  lang: string | null;
  /** `<meta name="robots">` says noindex: the page asks not to be listed, so it needs no canonical. */
  noindex: boolean;
  /** The href of every `<link rel="canonical">` (one is right; the check says when there are more). */
  canonicals: string[];
  /** Every `<link rel="alternate" hreflang>`. */
  alternates: Alternate[];
  /** The content of every `<meta property="og:url">`. */
  ogUrls: string[];
  /** What a `#fragment` can land on: every id, and the name of every `<a name>`. */
  targets: Set<string>;
  /** Every link of the page that carries a fragment, with the element it sits on. */
  fragmentLinks: FragmentLink[];
}

export interface Alternate {
  hreflang: string;
  href: string;
}

export interface FragmentLink {
  href: string;
  selector: string;
}

/**
 * The URL path of every HTML page in out/, as the server answers it: a folder's index.html at the
 * folder's trailing-slash URL, any other HTML file (404.html) at its own name.
 */
export function pagePaths(files: string[]): string[] {
  return files
    .filter((file) => file.endsWith('.html'))
    .map((file) => (file.endsWith('/index.html') ? file.slice(0, -'index.html'.length) : file))
    .sort();
}

/** The pages of an export folder (see pagePaths). */
export function pagesOf(outDir: string): string[] {
  return pagePaths(listFiles(outDir));
}

function values(elements: HtmlElement[], attribute: string): string[] {
  return elements.map((element) => element.getAttributeValue(attribute)).filter((value): value is string => value !== null);
}

/** Whether a space-separated attribute (rel, robots content) holds a token, as browsers compare it. */
function hasToken(value: string | null, token: string): boolean {
  return (value ?? '')
    .toLowerCase()
    .split(/[\s,]+/)
    .includes(token);
}

/** A parser for whole documents; html-validate's, so the check parses HTML the way it validates it. */
export async function createPageReader(): Promise<(path: string, html: string) => PageFacts> {
  const config = await new StaticConfigLoader().getConfigFor('page.html');
  return (path, html) => {
    const root = new Parser(config).parseHtml(html);
    const links = root.querySelectorAll('link[rel]');
    const metas = root.querySelectorAll('meta');
    const targets = new Set<string>();
    for (const id of values(root.querySelectorAll('[id]'), 'id')) targets.add(id);
    for (const name of values(root.querySelectorAll('a[name]'), 'name')) targets.add(name);
    return {
      path,
      lang: root.querySelector('html')?.getAttributeValue('lang') ?? null,
      noindex: metas.some((meta) => meta.getAttributeValue('name')?.toLowerCase() === 'robots' && hasToken(meta.getAttributeValue('content'), 'noindex')),
      canonicals: values(
        links.filter((link) => hasToken(link.getAttributeValue('rel'), 'canonical')),
        'href',
      ),
      alternates: links
        .filter((link) => hasToken(link.getAttributeValue('rel'), 'alternate') && link.hasAttribute('hreflang'))
        .map((link) => ({ hreflang: link.getAttributeValue('hreflang') ?? '', href: link.getAttributeValue('href') ?? '' })),
      ogUrls: values(
        metas.filter((meta) => meta.getAttributeValue('property') === 'og:url'),
        'content',
      ),
      targets,
      fragmentLinks: root
        .querySelectorAll('a[href], area[href]')
        .filter((element) => (element.getAttributeValue('href') ?? '').includes('#'))
        .map((element) => ({ href: element.getAttributeValue('href') ?? '', selector: element.generateSelector() ?? element.tagName })),
    };
  };
}
