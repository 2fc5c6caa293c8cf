import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chunksAddedAfterPaint, CHUNKS_PATH } from './scripts-after-paint';
import { unlessLeftOut } from './rewrite-flags';

/*
 * V8 compiles most functions lazily: the first call stops the main thread to compile the function. A page's
 * own script chunks are almost all called while it hydrates (the runtime instantiates every module of them),
 * and on /about/ that compiling took 70–90 ms of the main thread (unthrottled), in the middle of hydration.
 * A script that starts with the `//# allFunctionsCalledOnLoad` comment (V8's explicit compile hints, Chrome
 * 136 and later) is compiled whole while it streams in, on a background thread. So after `next build` every
 * script chunk of the site starts with that comment: the runtime fetches a chunk only to run the modules in
 * it, whether as the page loads or later (a form after hydration, the lead schemas, swiper, search on a
 * tap). For the chunks fetched later it halved the main thread's time in their tasks on /contact/ and
 * /feedback/ (5 runs each at 4× CPU: 70–83 ms to 28–51 ms; the longest such task 51–64 ms to 21–34 ms).
 * The `noModule` polyfill stays lazy: current browsers never run it. Other browsers read a comment.
 */

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The document's `<script src>` tags of this site's chunks, each with whether it is `noModule`. */
function chunkScriptTags(html: string): Array<{ src: string; noModule: boolean }> {
  const tags = [];
  for (const [, attributes] of html.matchAll(/<script\b([^>]*)>/gi)) {
    const src = /\ssrc="([^"]+)"/i.exec(attributes!)?.[1];
    if (src?.startsWith(CHUNKS_PATH) && src.endsWith('.js')) tags.push({ src, noModule: /\snomodule\b/i.test(attributes!) });
  }
  return tags;
}

/**
 * The script chunks a document runs as it loads: `<script src>` of this site's chunks, not `noModule`, and
 * the chunks its loader adds once it has painted (scripts/scripts-after-paint.ts).
 */
export function chunksRunAtLoad(html: string): string[] {
  const tags = chunkScriptTags(html).filter((tag) => !tag.noModule);
  return [...tags.map((tag) => tag.src), ...chunksAddedAfterPaint(html)];
}

/** The chunk with the hint as its first line; a chunk that has it already is unchanged. */
export function withCompileHint(source: string): string {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source;
}

/** The chunks a document names only for browsers without modules: `<script src noModule>`. */
export const noModuleChunks = (html: string): string[] =>
  chunkScriptTags(html)
    .filter((tag) => tag.noModule)
    .map((tag) => tag.src);

/** Adds the hint to every script chunk under `outDir` but the noModule ones; returns the chunks changed. */
export function addCompileHints(outDir: string): string[] {
  const runAtLoad = new Set<string>();
  const noModule = new Set<string>();
  for (const file of readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.html')) continue;
    const html = readFileSync(path.join(outDir, file), 'utf8');
    for (const chunk of chunksRunAtLoad(html)) runAtLoad.add(chunk);
    for (const chunk of noModuleChunks(html)) noModule.add(chunk);
  }
  const chunksDir = path.join(outDir, CHUNKS_PATH);
  const chunks = readdirSync(chunksDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => CHUNKS_PATH + file.split(path.sep).join('/'))
    .filter((chunk) => runAtLoad.has(chunk) || !noModule.has(chunk));
  const changed: string[] = [];
  for (const chunk of chunks.sort()) {
    const file = path.join(outDir, chunk);
    const source = readFileSync(file, 'utf8');
    const hinted = withCompileHint(source);
    if (hinted === source) continue;
    writeFileSync(file, hinted);
    changed.push(chunk);
  }
  return changed;
}

// `tsx scripts/compile-hints.ts [OUT_DIR]`, after `next build`.
if (require.main === module) {
  const outDir = path.resolve(process.argv[2] ?? path.join(__dirname, '..', 'out'));
  unlessLeftOut('compile-hints', () => {
    const changed = addCompileHints(outDir);
    // The guard of the build: Next's fresh output always has chunks to hint. None means the chunks were not
    // found where the step looks (out/_next/static/chunks/, named by the documents' script tags).
    if (changed.length === 0) throw new Error('Compile hints found no script chunk to hint: has next changed where or how it writes them? (docs/performance.md)');
    console.log(`Compile hints: ${changed.length} script chunks are compiled eagerly, off the main thread, as they stream in.`);
  });
}
