import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { offlinePagePath, SERVICE_WORKER_URL } from '@/lib/offline';
import { LISTEN_SKIP_ATTRIBUTE } from '@/components/listen/marker';
import { LANGS } from '@/lib/i18n';
import { DESK_PATH } from '@/lib/routes';
import { chunksRunAtLoad } from './compile-hints';
import { chunksPreloadedAfterPaint } from './scripts-after-paint';

/**
 * The service worker, built after `next build` (and the search index) with Serwist's CLI: it bundles
 * worker/sw.ts with esbuild into out/sw.js and injects the precache list, which is:
 * - the scripts, styles and fonts the home page and the offline pages load (the framework and the shell
 *   every page shares; each page's own chunks are cached when first used);
 * - the scripts that the layout every page shares loads on demand: the feedback form with the form library
 *   and the checks, and the search's loader, so 'Give Feedback' opens offline on any page read online;
 * - the reading code of Listen, which the prose pages load on demand;
 * - the fonts the build cut (public/fonts: Latin and Devanagari), and the images the offline pages show;
 * - the home page and the offline pages, in every language.
 * Cache keys are the URLs the site serves ("/offline/", not "offline/index.html"); files under
 * /_next/static and /fonts carry their hash in their name, so they need no revision.
 *
 * `tsx scripts/service-worker.ts [OUT_DIR]`
 */
const root = path.resolve(__dirname, '..');

/** The out/ file of a page URL: "/" → "index.html", "/hi/offline/" → "hi/offline/index.html". */
function fileOfPage(url: string): string {
  return `${url.replace(/^\//, '')}index.html`;
}

/** The page URL of an out/ file, the reverse. */
function pageOfFile(file: string): string {
  return `/${file.replace(/(^|\/)index\.html$/, '$1')}`;
}

/** Same-origin /_next/static files an HTML page refers to (scripts, styles, preloaded fonts), and the chunks its after-paint loader adds or preloads. */
function staticFilesOf(html: string): string[] {
  const referred = [...html.matchAll(/["'(]\/(_next\/static\/[^"'()\s?#]+\.(?:js|css|woff2))/g)].map((match) => match[1]!);
  const loaded = [...chunksRunAtLoad(html), ...chunksPreloadedAfterPaint(html)].map((src) => src.slice(1));
  return [...new Set([...referred, ...loaded])];
}

/** The exported content pages (every index.html but the 404 pages and the staff's desk), as out/ files. */
function contentPagesOf(outDir: string): string[] {
  const desk = `${DESK_PATH.slice(1)}/`;
  return readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /(^|\/)index\.html$/.test(file) && !/(^|\/)(_next|404|_not-found)\//.test(file) && !file.startsWith(desk),
  );
}

/**
 * The chunks that the scripts every one of `pages` runs (at load, or after its first paint) load on demand, and what those load in turn. A chunk
 * names the chunks of its dynamic imports as "static/chunks/….js" literals, which is how its loader asks
 * for them.
 */
function sharedOnDemandChunks(outDir: string, pages: string[]): string[] {
  const scriptSets = pages.map((html) => new Set([...chunksRunAtLoad(html), ...chunksPreloadedAfterPaint(html)].map((src) => src.slice(1))));
  const shared = [...(scriptSets[0] ?? [])].filter((url) => scriptSets.every((scripts) => scripts.has(url)));
  const found = new Set(shared);
  const onDemand: string[] = [];
  const queue = [...shared];
  while (queue.length) {
    const source = readFileSync(path.join(outDir, queue.shift()!), 'utf8');
    for (const [, chunk] of source.matchAll(/"(static\/chunks\/[^"]+\.js)"/g)) {
      const url = `_next/${chunk}`;
      if (found.has(url)) continue;
      found.add(url);
      onDemand.push(url);
      queue.push(url);
    }
  }
  return onDemand;
}

/** The images an HTML page shows from /assets (the offline page's logo, partner logos and flags), so it is whole offline. */
function imagesOf(html: string): string[] {
  return [...new Set([...html.matchAll(/src="\/(assets\/[^"?#]+\.(?:svg|png|webp|avif|jpe?g))"/g)].map((match) => match[1]!))];
}

/** Bytes as the network carries them: text compressed (the server sends Brotli, a little smaller than this), fonts as they are. */
function transferBytes(file: string): number {
  const body = readFileSync(file);
  return file.endsWith('.woff2') ? body.length : gzipSync(body).length;
}

export async function buildServiceWorker(outDir: string): Promise<{ entries: number; bytes: number; transfer: number; workerBytes: number }> {
  const pages = ['/', ...LANGS.map(offlinePagePath)].map(fileOfPage);
  const shell = pages.flatMap((file) => staticFilesOf(readFileSync(path.join(outDir, file), 'utf8')));
  const offlineImages = pages.slice(1).flatMap((file) => imagesOf(readFileSync(path.join(outDir, file), 'utf8')));
  const fontsDir = path.join(outDir, 'fonts');
  const fonts = existsSync(fontsDir)
    ? readdirSync(fontsDir)
        .filter((file) => file.endsWith('.woff2'))
        .map((file) => `fonts/${file}`)
    : [];
  const contentPages = contentPagesOf(outDir).map((file) => readFileSync(path.join(outDir, file), 'utf8'));
  const onDemand = [
    ...sharedOnDemandChunks(outDir, contentPages),
    // Listen's reading code, so Listen reads a saved page offline the first time it is pressed.
    ...sharedOnDemandChunks(
      outDir,
      contentPages.filter((html) => html.includes(LISTEN_SKIP_ATTRIBUTE)),
    ),
  ];
  // Every entry named, not globbed: the list is exactly what the worker downloads at install.
  const globPatterns = [...new Set([...pages, ...shell, ...onDemand, ...fonts, ...offlineImages])];
  const { runBuildCommand } = await import('@serwist/cli');
  const swDest = path.join(outDir, SERVICE_WORKER_URL.replace(/^\//, ''));
  await runBuildCommand({
    watch: false,
    config: {
      swSrc: path.join(root, 'worker/sw.ts'),
      swDest,
      globDirectory: outDir,
      globPatterns,
      injectionPoint: 'self.__SW_MANIFEST',
      dontCacheBustURLsMatching: /^(_next\/static|fonts)\//,
      manifestTransforms: [
        async (entries) => ({
          manifest: entries.map((entry) => ({ ...entry, url: entry.url.endsWith('.html') ? pageOfFile(entry.url) : `/${entry.url}` })),
          warnings: [],
        }),
      ],
      // The intake's origin, as the pages have it inlined (lib/leads/client.ts): the worker delivers kept forms there.
      esbuildOptions: { tsconfig: path.join(root, 'tsconfig.json'), define: { 'process.env.NEXT_PUBLIC_API_HOST': JSON.stringify(process.env.NEXT_PUBLIC_API_HOST ?? '') } },
    },
  });
  const bytes = globPatterns.reduce((sum, file) => sum + statSync(path.join(outDir, file)).size, 0);
  const transfer = globPatterns.reduce((sum, file) => sum + transferBytes(path.join(outDir, file)), 0);
  return { entries: globPatterns.length, bytes, transfer, workerBytes: transferBytes(swDest) };
}

if (require.main === module) {
  const outDir = path.resolve(process.argv[2] ?? path.join(root, 'out'));
  buildServiceWorker(outDir).then(
    ({ entries, bytes, transfer, workerBytes }) => {
      const kB = (n: number) => `${(n / 1024).toFixed(0)} KB`;
      console.log(`Service worker: ${kB(workerBytes)} gzipped; precaches ${entries} files, ${kB(transfer)} over the network (${kB(bytes)} on disk)`);
      process.exit(0);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
