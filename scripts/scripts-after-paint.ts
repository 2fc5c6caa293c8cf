import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { unlessLeftOut } from './rewrite-flags';

/*
 * Text first, then scripts. Next writes each chunk a page runs as a `<script src async>` in the head (one of
 * them also as a low-priority `<link rel="preload">`), so a phone fetches ~140 KB of script beside the
 * document and its fonts, and on a slow network the page's text waits for bandwidth the scripts take. In
 * Lighthouse's mobile runs the home page's text painted at 2.0 s with the tags as written, and at 1.5 s
 * with the scripts fetched after the first paint. So after `next build` every exported document has those
 * tags replaced by one inline script at the end of its body, which adds them once the browser has painted
 * the page: from the task after its first contentful paint, one chunk per task, or at once in a tab that
 * is not shown (where nothing paints). Every page reads and navigates without scripts; they make it
 * interactive a few frames later, and a button tapped before then is tapped again once they have
 * (lib/early-tap.ts).
 */

/** Where Next's script chunks are served from (the compile hints read it too). */
export const CHUNKS_PATH = '/_next/static/chunks/';

// The path has no character a regular expression reads as special.
const CHUNK = `${CHUNKS_PATH}[^"]+\\.js`;
const CHUNK_SCRIPT = new RegExp(String.raw`<script src="(${CHUNK})" async=""></script>`, 'g');
/** A preload of a script, its attributes in either order Next and React write them. */
const SCRIPT_PRELOAD = /<link rel="preload"((?: [\w-]+="[^"]*")*)\/>/g;
const PRELOADED_CHUNK = new RegExp(String.raw`(?=.* as="script")(?=.* href="(${CHUNK})")`);

/** The attribute of the inline loader that lists, space-separated, the chunks it adds. */
export const CHUNKS_ATTRIBUTE = 'data-chunks-after-paint';
/**
 * The attribute that lists the chunks it preloads after those: the code of the page's interactive sections,
 * which hydration asks for next (components/sections/islands.tsx), preloaded in the head by React.
 */
export const PRELOADS_ATTRIBUTE = 'data-preloads-after-paint';

/**
 * How long the loader waits for the page's first contentful paint before it starts the chunks anyway (a
 * page that never reports one must still become interactive).
 */
export const PAINT_WAIT_LIMIT_MS = 3000;

/**
 * The loader's source. It reads its list from its own attribute; `async` is set as an attribute, as the
 * parser's tags had it, so React finds the scripts it rendered already in the document.
 * - It starts once the page's first contentful paint is reported (a `paint` PerformanceObserver). An
 *   animation frame is not enough: in Lighthouse's runs the first frames often came before anything was
 *   painted (the text waiting for its font), the scripts started first, and their 140 KB counted into LCP
 *   (2.1–2.3 s on /contact/ and /skywatch/ against 1.5 s). A browser without paint timing waits for a frame.
 * - It adds one chunk per task, then preloads the page's island chunks the same way. Starting a fetch
 *   costs the main thread 2–3 ms on a phone while the page loads, so a page's dozen chunks started in one
 *   task made a long task of their own (~30 ms, 4× that on a throttled phone).
 * - A tab that is hidden gets the rest at once: it paints nothing, its timers are slowed to about one a
 *   second, and no one is waiting on its main thread.
 */
export const LOADER_SOURCE =
  '(function(d,w){var c=d.currentScript,s=c.getAttribute("' +
  CHUNKS_ATTRIBUTE +
  '").split(" "),p=c.getAttribute("' +
  PRELOADS_ATTRIBUTE +
  '"),n=s.length,i=0,started;if(p)s=s.concat(p.split(" "));' +
  'function add(){var u=s[i],e;if(i++<n){e=d.createElement("script");e.src=u;e.async=true}' +
  'else{e=d.createElement("link");e.rel="preload";e.as="script";e.href=u;e.fetchPriority="low"}d.head.appendChild(e)}' +
  'function rest(){while(i<s.length)add()}' +
  'function next(){if(i<s.length){add();w.setTimeout(next)}}' +
  'function start(){if(!started){started=1;w.setTimeout(next)}}' +
  'if(d.visibilityState==="hidden")rest();else{d.addEventListener("visibilitychange",function(){if(d.visibilityState==="hidden")rest()});' +
  'var P=w.PerformanceObserver;' +
  'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>-1)' +
  'new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();start()}}).observe({type:"paint",buffered:true});' +
  'else w.requestAnimationFrame(start);' +
  `w.setTimeout(start,${PAINT_WAIT_LIMIT_MS})}})(document,window)`;

/** A space-separated list of the document's loader tag (empty in a document this step has not changed). */
function loaderList(html: string, attribute: string): string[] {
  const tag = new RegExp(`<script ${CHUNKS_ATTRIBUTE}="[^>]*>`).exec(html)?.[0];
  const list = tag && new RegExp(` ${attribute}="([^"]*)"`).exec(tag)?.[1];
  return list ? list.split(' ') : [];
}

/** The chunks a document's loader adds after the first paint. */
export const chunksAddedAfterPaint = (html: string): string[] => loaderList(html, CHUNKS_ATTRIBUTE);

/** The chunks a document's loader preloads after those. */
export const chunksPreloadedAfterPaint = (html: string): string[] => loaderList(html, PRELOADS_ATTRIBUTE);

/**
 * The document with its chunk tags replaced by the loader at the end of its body; a document without any is
 * unchanged. Every preload of a chunk goes too: one of a chunk the loader adds, and one of an island's chunk,
 * which the loader preloads after the others (in the head, it would be fetched before the first paint).
 */
export function loadScriptsAfterPaint(html: string): string {
  const chunks: string[] = [];
  const preloads: string[] = [];
  const withoutTags = html
    .replace(CHUNK_SCRIPT, (_tag, src: string) => {
      chunks.push(src);
      return '';
    })
    .replace(SCRIPT_PRELOAD, (tag, attributes: string) => {
      const href = PRELOADED_CHUNK.exec(attributes)?.[1];
      if (!href) return tag;
      preloads.push(href);
      return '';
    });
  if (chunks.length === 0) return html;
  const bodyEnd = withoutTags.lastIndexOf('</body>');
  if (bodyEnd === -1) throw new Error('A document with chunk scripts has no </body> to put their loader before');
  const islandChunks = [...new Set(preloads)].filter((href) => !chunks.includes(href));
  const lists = `${CHUNKS_ATTRIBUTE}="${chunks.join(' ')}"` + (islandChunks.length > 0 ? ` ${PRELOADS_ATTRIBUTE}="${islandChunks.join(' ')}"` : '');
  return `${withoutTags.slice(0, bodyEnd)}<script ${lists}>${LOADER_SOURCE}</script>${withoutTags.slice(bodyEnd)}`;
}

/** Rewrites every exported document under `outDir`; returns how many there are and how many it changed. */
export function loadScriptsAfterPaintIn(outDir: string): { documents: number; changed: number } {
  const documents = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
  let changed = 0;
  for (const file of documents) {
    const fullPath = path.join(outDir, file);
    const html = readFileSync(fullPath, 'utf8');
    const rewritten = loadScriptsAfterPaint(html);
    if (rewritten === html) continue;
    // The chunks are no longer tags a link checker sees: a missing one fails the build here instead.
    const missing = [...chunksAddedAfterPaint(rewritten), ...chunksPreloadedAfterPaint(rewritten)].filter((chunk) => !existsSync(path.join(outDir, chunk)));
    if (missing.length > 0) throw new Error(`${file} names script chunks that are not in ${outDir}: ${missing.join(', ')}`);
    writeFileSync(fullPath, rewritten);
    changed++;
  }
  return { documents: documents.length, changed };
}

// `tsx scripts/scripts-after-paint.ts [OUT_DIR]`, after `next build` and the compile hints.
if (require.main === module) {
  const outDir = path.resolve(process.argv[2] ?? path.join(__dirname, '..', 'out'));
  unlessLeftOut('scripts-after-paint', () => {
    const { documents, changed } = loadScriptsAfterPaintIn(outDir);
    // The guard of the build: every document of Next's fresh output loads chunks by script tags. One left
    // as it was means Next writes them otherwise now, and that page would load its scripts before painting.
    if (changed !== documents) {
      throw new Error(`Scripts after paint rewrote ${changed} of ${documents} documents: has next changed how it writes its script tags? (docs/performance.md)`);
    }
    console.log(`Scripts after paint: ${changed} documents rewritten to fetch their script chunks once they have painted.`);
  });
}
