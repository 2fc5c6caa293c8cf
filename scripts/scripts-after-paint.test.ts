import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chunksRunAtLoad } from './compile-hints';
import { CHUNKS_ATTRIBUTE, chunksAddedAfterPaint, LOADER_SOURCE, loadScriptsAfterPaint, loadScriptsAfterPaintIn } from './scripts-after-paint';

const CHUNKS = '/_next/static/chunks';

/** A document as Next writes it: a low-priority preload of one chunk, async chunk scripts, the noModule polyfill, a payload piece. */
const nextDocument = (...chunks: string[]) =>
  `<!DOCTYPE html><html><head><link rel="preload" href="/fonts/inter.woff2" as="font"/><link rel="preload" as="script" fetchPriority="low" href="${CHUNKS}/${chunks[0]}"/>${chunks
    .map((chunk) => `<script src="${CHUNKS}/${chunk}" async=""></script>`)
    .join('')}<script src="${CHUNKS}/polyfills.js" noModule=""></script></head><body><main><h1>About</h1></main><script>self.__next_f.push([1,"x"])</script></body></html>`;

describe('scripts after paint', () => {
  it('replace the chunk scripts and their preload by one loader at the end of the body, in the same order', () => {
    const html = loadScriptsAfterPaint(nextDocument('runtime.js', 'framework.js', 'page.js'));
    expect(html).not.toContain(`<script src="${CHUNKS}/runtime.js"`);
    expect(html).not.toContain('as="script"');
    expect(chunksAddedAfterPaint(html)).toEqual([`${CHUNKS}/runtime.js`, `${CHUNKS}/framework.js`, `${CHUNKS}/page.js`]);
    expect(html.endsWith(`">${LOADER_SOURCE}</script></body></html>`)).toBe(true);
  });

  it('keep what is not a chunk the page runs: the noModule polyfill, a font preload, the payload, a preload of a chunk with no script', () => {
    const document = nextDocument('page.js').replace('</head>', `<link rel="preload" as="script" fetchPriority="low" href="${CHUNKS}/later.js"/></head>`);
    const html = loadScriptsAfterPaint(document);
    expect(html).toContain(`<script src="${CHUNKS}/polyfills.js" noModule=""></script>`);
    expect(html).toContain('<link rel="preload" href="/fonts/inter.woff2" as="font"/>');
    expect(html).toContain(`<link rel="preload" as="script" fetchPriority="low" href="${CHUNKS}/later.js"/>`);
    expect(html).toContain('<script>self.__next_f.push([1,"x"])</script>');
  });

  it('leave a document without chunk scripts, or one already rewritten, as it is', () => {
    const plain = '<!DOCTYPE html><html><head></head><body><h1>Offline</h1></body></html>';
    expect(loadScriptsAfterPaint(plain)).toBe(plain);
    const once = loadScriptsAfterPaint(nextDocument('page.js'));
    expect(loadScriptsAfterPaint(once)).toBe(once);
  });

  it('still let the compile hints and the service worker find the chunks a page runs', () => {
    expect(chunksRunAtLoad(loadScriptsAfterPaint(nextDocument('framework.js', 'page.js')))).toEqual([`${CHUNKS}/framework.js`, `${CHUNKS}/page.js`]);
  });

  it('rewrite every exported document under the folder', () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'scripts-after-paint-'));
    try {
      mkdirSync(path.join(outDir, 'about'));
      writeFileSync(path.join(outDir, 'index.html'), nextDocument('framework.js', 'home.js'));
      writeFileSync(path.join(outDir, 'about', 'index.html'), nextDocument('framework.js', 'about.js'));
      writeFileSync(path.join(outDir, 'offline.html'), '<html><body>Offline</body></html>');
      expect(loadScriptsAfterPaintIn(outDir)).toBe(2);
      expect(chunksAddedAfterPaint(readFileSync(path.join(outDir, 'about', 'index.html'), 'utf8'))).toEqual([`${CHUNKS}/framework.js`, `${CHUNKS}/about.js`]);
      expect(loadScriptsAfterPaintIn(outDir)).toBe(0);
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });
});

describe('the loader', () => {
  /** Runs the loader's source against a stand-in document and window that record what it does. */
  function runLoader(visibilityState: 'visible' | 'hidden') {
    const added: Array<{ src: string; async: boolean }> = [];
    const frames: Array<() => void> = [];
    const timers: Array<() => void> = [];
    const listeners: Record<string, () => void> = {};
    const document = {
      visibilityState,
      currentScript: { getAttribute: (name: string) => (name === CHUNKS_ATTRIBUTE ? `${CHUNKS}/a.js ${CHUNKS}/b.js` : null) },
      createElement: () => ({ src: '', async: false }),
      head: { appendChild: (element: { src: string; async: boolean }) => added.push({ ...element }) },
      addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
    };
    const window = { requestAnimationFrame: (callback: () => void) => frames.push(callback), setTimeout: (callback: () => void) => timers.push(callback) };
    new Function('document', 'window', LOADER_SOURCE)(document, window);
    return { added, frames, timers, listeners, document };
  }

  it('adds the chunks, async, from the task after the first frame, one per task, and each only once', () => {
    const { added, frames, timers, listeners } = runLoader('visible');
    expect(added).toEqual([]);
    frames.shift()!();
    expect(added).toEqual([]);
    timers.shift()!();
    expect(added).toEqual([{ src: `${CHUNKS}/a.js`, async: true }]);
    timers.shift()!();
    expect(added).toEqual([
      { src: `${CHUNKS}/a.js`, async: true },
      { src: `${CHUNKS}/b.js`, async: true },
    ]);
    // The task after the last chunk adds nothing and schedules nothing.
    timers.shift()!();
    expect(added).toHaveLength(2);
    expect(timers).toHaveLength(0);
    listeners.visibilitychange!();
    expect(added).toHaveLength(2);
  });

  it('adds them all at once in a tab that is not shown, where no frame comes and timers are slowed', () => {
    const { added, frames } = runLoader('hidden');
    expect(added.map((chunk) => chunk.src)).toEqual([`${CHUNKS}/a.js`, `${CHUNKS}/b.js`]);
    expect(frames).toHaveLength(0);
  });

  it('adds the rest at once when the tab is hidden before its first frame or between two chunks, and none twice', () => {
    const beforeFrame = runLoader('visible');
    beforeFrame.document.visibilityState = 'hidden';
    beforeFrame.listeners.visibilitychange!();
    expect(beforeFrame.added).toHaveLength(2);
    beforeFrame.frames.shift()!();
    beforeFrame.timers.shift()!();
    expect(beforeFrame.added).toHaveLength(2);

    const betweenChunks = runLoader('visible');
    betweenChunks.frames.shift()!();
    betweenChunks.timers.shift()!();
    betweenChunks.document.visibilityState = 'hidden';
    betweenChunks.listeners.visibilitychange!();
    expect(betweenChunks.added.map((chunk) => chunk.src)).toEqual([`${CHUNKS}/a.js`, `${CHUNKS}/b.js`]);
    betweenChunks.timers.shift()!();
    expect(betweenChunks.added).toHaveLength(2);
  });

  it('ignores the tab being shown again: the chunks still come one per task', () => {
    const { added, frames, listeners } = runLoader('visible');
    listeners.visibilitychange!();
    expect(added).toEqual([]);
    expect(frames).toHaveLength(1);
  });
});
