import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chunksAddedAfterPaint, CHUNKS_PATH } from './scripts-after-paint';

/*
 * V8 compiles most functions lazily: the first call stops the main thread to compile the function. A page's
 * own script chunks are almost all called while it hydrates (the runtime instantiates every module of them),
 * and on /about/ that compiling took 70–90 ms of the main thread (unthrottled), in the middle of hydration.
 * A script that starts with the `//# allFunctionsCalledOnLoad` comment (V8's explicit compile hints, Chrome
 * 136 and later) is compiled whole while it streams in, on a background thread. So after `next build` every
 * chunk that an exported document names in a `<script src>` starts with that comment. Chunks only fetched later
 * (a form, the carousel's swiper, search) stay lazy, and so does the `noModule` polyfill, which current
 * browsers never run. Other browsers read a comment.
 */

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * The script chunks a document runs as it loads: `<script src>` of this site's chunks, not `noModule`, and
 * the chunks its loader adds once it has painted (scripts/scripts-after-paint.ts).
 */
export function chunksRunAtLoad(html: string): string[] {
  const chunks: string[] = [];
  for (const [, attributes] of html.matchAll(/<script\b([^>]*)>/gi)) {
    const src = /\ssrc="([^"]+)"/i.exec(attributes!)?.[1];
    if (!src?.startsWith(CHUNKS_PATH) || !src.endsWith('.js') || /\snomodule\b/i.test(attributes!)) continue;
    chunks.push(src);
  }
  return [...chunks, ...chunksAddedAfterPaint(html)];
}

/** The chunk with the hint as its first line; a chunk that has it already is unchanged. */
export function withCompileHint(source: string): string {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source;
}

/** Adds the hint to every chunk that a document under `outDir` runs as it loads; returns the chunks changed. */
export function addCompileHints(outDir: string): string[] {
  const chunks = new Set<string>();
  for (const file of readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
    if (file.endsWith('.html')) for (const chunk of chunksRunAtLoad(readFileSync(path.join(outDir, file), 'utf8'))) chunks.add(chunk);
  }
  const changed: string[] = [];
  for (const chunk of [...chunks].sort()) {
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
  const changed = addCompileHints(outDir);
  console.log(`Compile hints: ${changed.length} script chunks that pages run as they load are compiled eagerly, off the main thread.`);
}
