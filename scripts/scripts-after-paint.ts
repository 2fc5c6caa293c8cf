import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/*
 * Text first, then scripts. Next writes each chunk a page runs as a `<script src async>` in the head (one of
 * them also as a low-priority `<link rel="preload">`), so a phone fetches ~140 KB of script beside the
 * document and its fonts, and on a slow network the page's text waits for bandwidth the scripts take. In
 * Lighthouse's mobile runs the home page's text painted at 2.0 s with the tags as written, and at 1.5 s
 * with the scripts fetched after the first paint. So after `next build` every exported document has those
 * tags replaced by one inline script at the end of its body, which adds them once the browser has painted
 * the page: from the task after the first animation frame, one chunk per task, or at once in a tab that is
 * not shown (where no frame comes). Every page reads and navigates without scripts; they make it
 * interactive a few frames later, and a button tapped before then is tapped again once they have
 * (lib/early-tap.ts).
 */

/** Where Next's script chunks are served from (the compile hints read it too). */
export const CHUNKS_PATH = '/_next/static/chunks/';

// The path has no character a regular expression reads as special.
const CHUNK = `${CHUNKS_PATH}[^"]+\\.js`;
const CHUNK_SCRIPT = new RegExp(String.raw`<script src="(${CHUNK})" async=""></script>`, 'g');
const CHUNK_PRELOAD = new RegExp(String.raw`<link rel="preload" as="script"(?: fetchPriority="low")? href="(${CHUNK})"/>`, 'g');

/** The attribute of the inline loader that lists, space-separated, the chunks it adds. */
export const CHUNKS_ATTRIBUTE = 'data-chunks-after-paint';

/**
 * The loader's source. It reads its list from its own attribute; `async` is set as an attribute, as the
 * parser's tags had it, so React finds the scripts it rendered already in the document. Starting a fetch
 * costs the main thread 2–3 ms on a phone while the page loads, so a page's dozen chunks started in one
 * task made a long task of their own (~30 ms, 4× that on a throttled phone); it adds one chunk per task.
 * A tab that is hidden gets the rest at once: its timers are slowed to about one a second, and no one is
 * waiting on its main thread.
 */
export const LOADER_SOURCE =
  '(function(d,w){var s=d.currentScript.getAttribute("' +
  CHUNKS_ATTRIBUTE +
  '").split(" "),i=0;' +
  'function add(){var e=d.createElement("script");e.src=s[i++];e.async=true;d.head.appendChild(e)}' +
  'function rest(){while(i<s.length)add()}' +
  'function next(){if(i<s.length){add();w.setTimeout(next)}}' +
  'if(d.visibilityState==="hidden")rest();else{d.addEventListener("visibilitychange",function(){if(d.visibilityState==="hidden")rest()});' +
  'w.requestAnimationFrame(function(){w.setTimeout(next)})}})(document,window)';

/** The chunks a document's loader adds after the first paint (none in a document this step has not changed). */
export function chunksAddedAfterPaint(html: string): string[] {
  const list = new RegExp(`<script ${CHUNKS_ATTRIBUTE}="([^"]*)">`).exec(html)?.[1];
  return list ? list.split(' ') : [];
}

/** The document with its chunk tags replaced by the loader at the end of its body; a document without any is unchanged. */
export function loadScriptsAfterPaint(html: string): string {
  const chunks: string[] = [];
  const withoutTags = html
    .replace(CHUNK_SCRIPT, (_tag, src: string) => {
      chunks.push(src);
      return '';
    })
    // A preload of a chunk the loader adds would fetch it before the paint; any other preload stays.
    .replace(CHUNK_PRELOAD, (tag, src: string) => (chunks.includes(src) ? '' : tag));
  if (chunks.length === 0) return html;
  const bodyEnd = withoutTags.lastIndexOf('</body>');
  if (bodyEnd === -1) throw new Error('A document with chunk scripts has no </body> to put their loader before');
  return `${withoutTags.slice(0, bodyEnd)}<script ${CHUNKS_ATTRIBUTE}="${chunks.join(' ')}">${LOADER_SOURCE}</script>${withoutTags.slice(bodyEnd)}`;
}

/** Rewrites every exported document under `outDir`; returns how many it changed. */
export function loadScriptsAfterPaintIn(outDir: string): number {
  let changed = 0;
  for (const file of readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.html')) continue;
    const fullPath = path.join(outDir, file);
    const html = readFileSync(fullPath, 'utf8');
    const rewritten = loadScriptsAfterPaint(html);
    if (rewritten === html) continue;
    writeFileSync(fullPath, rewritten);
    changed++;
  }
  return changed;
}

// `tsx scripts/scripts-after-paint.ts [OUT_DIR]`, after `next build` and the compile hints.
if (require.main === module) {
  const outDir = path.resolve(process.argv[2] ?? path.join(__dirname, '..', 'out'));
  const changed = loadScriptsAfterPaintIn(outDir);
  console.log(`Scripts after paint: ${changed} documents rewritten to fetch their script chunks once they have painted.`);
}
