import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chunksRunAtLoad } from './compile-hints';
import {
  CHUNKS_ATTRIBUTE,
  chunksAddedAfterPaint,
  chunksPreloadedAfterPaint,
  LOADER_SOURCE,
  loadScriptsAfterPaint,
  loadScriptsAfterPaintIn,
  PAINT_WAIT_LIMIT_MS,
  PRELOADS_ATTRIBUTE,
} from './scripts-after-paint';

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
    expect(html).not.toMatch(/<link[^>]* as="script"/);
    expect(chunksAddedAfterPaint(html)).toEqual([`${CHUNKS}/runtime.js`, `${CHUNKS}/framework.js`, `${CHUNKS}/page.js`]);
    expect(html.endsWith(`">${LOADER_SOURCE}</script></body></html>`)).toBe(true);
  });

  it('keep what is not a chunk: the noModule polyfill, a font preload, an image preload, the payload', () => {
    const document = nextDocument('page.js').replace('</head>', '<link rel="preload" as="image" href="/assets/art/hero.svg"/></head>');
    const html = loadScriptsAfterPaint(document);
    expect(html).toContain(`<script src="${CHUNKS}/polyfills.js" noModule=""></script>`);
    expect(html).toContain('<link rel="preload" href="/fonts/inter.woff2" as="font"/>');
    expect(html).toContain('<link rel="preload" as="image" href="/assets/art/hero.svg"/>');
    expect(html).toContain('<script>self.__next_f.push([1,"x"])</script>');
  });

  it("move the preloads of the page's island chunks, written either way round, to the loader, after its scripts", () => {
    const document = nextDocument('page.js').replace(
      '</head>',
      `<link rel="preload" href="${CHUNKS}/carousel.js" as="script" fetchPriority="low"/><link rel="preload" as="script" fetchPriority="low" href="${CHUNKS}/tabs.js"/><link rel="preload" href="${CHUNKS}/carousel.js" as="script" fetchPriority="low"/></head>`,
    );
    const html = loadScriptsAfterPaint(document);
    expect(html).not.toMatch(/<link[^>]* as="script"/);
    expect(chunksAddedAfterPaint(html)).toEqual([`${CHUNKS}/page.js`]);
    expect(chunksPreloadedAfterPaint(html)).toEqual([`${CHUNKS}/carousel.js`, `${CHUNKS}/tabs.js`]);
    expect(chunksPreloadedAfterPaint(loadScriptsAfterPaint(nextDocument('page.js')))).toEqual([]);
  });

  it('leave a document without chunk scripts, or one already rewritten, as it is', () => {
    const plain = '<!DOCTYPE html><html><head></head><body><h1>Offline</h1></body></html>';
    expect(loadScriptsAfterPaint(plain)).toBe(plain);
    const once = loadScriptsAfterPaint(nextDocument('page.js'));
    expect(loadScriptsAfterPaint(once)).toBe(once);
  });

  it('fail on a document that names a chunk the export does not have', () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'scripts-after-paint-'));
    try {
      writeFileSync(path.join(outDir, 'index.html'), nextDocument('gone.js'));
      expect(() => loadScriptsAfterPaintIn(outDir)).toThrow(`index.html names script chunks that are not in ${outDir}: ${CHUNKS}/gone.js`);
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
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
      mkdirSync(path.join(outDir, CHUNKS), { recursive: true });
      for (const chunk of ['framework.js', 'home.js', 'about.js']) writeFileSync(path.join(outDir, CHUNKS, chunk), '');
      expect(loadScriptsAfterPaintIn(outDir)).toEqual({ documents: 3, changed: 2 });
      expect(chunksAddedAfterPaint(readFileSync(path.join(outDir, 'about', 'index.html'), 'utf8'))).toEqual([`${CHUNKS}/framework.js`, `${CHUNKS}/about.js`]);
      expect(loadScriptsAfterPaintIn(outDir)).toEqual({ documents: 3, changed: 0 });
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });
});

describe('the loader', () => {
  type Entries = { getEntriesByName: (name: string) => unknown[] };
  type Observer = { callback: (list: Entries, observer: { disconnect: () => void }) => void; options?: unknown; disconnected: boolean };

  /**
   * Runs the loader's source against a stand-in document and window that record what it does: the chunks it
   * adds, the frames and timers it asks for (with their delays), and the paint observer it sets up (none when
   * `paintTiming` is false, as in a browser without paint timing).
   */
  function runLoader(visibilityState: 'visible' | 'hidden', { paintTiming = true, preloads = '' } = {}) {
    const added: Array<Record<string, unknown>> = [];
    const frames: Array<() => void> = [];
    const timers: Array<{ callback: () => void; delay: number }> = [];
    const observers: Observer[] = [];
    const listeners: Record<string, () => void> = {};
    const document = {
      visibilityState,
      currentScript: { getAttribute: (name: string) => (name === CHUNKS_ATTRIBUTE ? `${CHUNKS}/a.js ${CHUNKS}/b.js` : name === PRELOADS_ATTRIBUTE && preloads ? preloads : null) },
      createElement: (tag: string) => (tag === 'script' ? { src: '', async: false } : { tag }),
      head: { appendChild: (element: Record<string, unknown>) => added.push({ ...element }) },
      addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
    };
    class PerformanceObserver {
      static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
      private record: Observer;
      constructor(callback: Observer['callback']) {
        this.record = { callback, disconnected: false };
        observers.push(this.record);
      }
      observe(options: unknown) {
        this.record.options = options;
      }
      disconnect() {
        this.record.disconnected = true;
      }
    }
    const window = {
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      setTimeout: (callback: () => void, delay = 0) => timers.push({ callback, delay }),
      ...(paintTiming ? { PerformanceObserver } : {}),
    };
    new Function('document', 'window', LOADER_SOURCE)(document, window);
    /** The paint observer reports entries named `names`. */
    const paint = (...names: string[]) => {
      const observer = observers[0]!;
      observer.callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) }, { disconnect: () => (observer.disconnected = true) });
    };
    /** Runs the next zero-delay timer (a task the loader queued), leaving the paint-wait limit aside. */
    const runTask = () => {
      const index = timers.findIndex((timer) => timer.delay === 0);
      timers.splice(index, 1)[0]!.callback();
    };
    const pendingTasks = () => timers.filter((timer) => timer.delay === 0).length;
    return { added, frames, timers, observers, listeners, document, paint, runTask, pendingTasks };
  }

  it('waits for the first contentful paint, then adds the chunks, async, one per task, each only once', () => {
    const { added, observers, paint, runTask, pendingTasks, listeners } = runLoader('visible');
    expect(observers).toHaveLength(1);
    expect(observers[0]!.options).toEqual({ type: 'paint', buffered: true });
    // A first paint with nothing contentful in it (the text still waiting for its font) is not enough.
    paint('first-paint');
    expect(pendingTasks()).toBe(0);
    expect(added).toEqual([]);
    paint('first-paint', 'first-contentful-paint');
    expect(observers[0]!.disconnected).toBe(true);
    expect(added).toEqual([]);
    runTask();
    expect(added).toEqual([{ src: `${CHUNKS}/a.js`, async: true }]);
    runTask();
    expect(added).toEqual([
      { src: `${CHUNKS}/a.js`, async: true },
      { src: `${CHUNKS}/b.js`, async: true },
    ]);
    // The task after the last chunk adds nothing and queues nothing.
    runTask();
    expect(pendingTasks()).toBe(0);
    listeners.visibilitychange!();
    expect(added).toHaveLength(2);
  });

  it(`starts anyway ${PAINT_WAIT_LIMIT_MS} ms after it runs when no paint is reported, and never twice`, () => {
    const { added, timers, paint, runTask, pendingTasks } = runLoader('visible');
    const limit = timers.find((timer) => timer.delay === PAINT_WAIT_LIMIT_MS)!;
    limit.callback();
    runTask();
    runTask();
    expect(added).toHaveLength(2);
    // The paint reported after that starts nothing more.
    paint('first-contentful-paint');
    expect(pendingTasks()).toBe(1);
    runTask();
    expect(added).toHaveLength(2);
    expect(pendingTasks()).toBe(0);
  });

  it('waits for an animation frame in a browser without paint timing', () => {
    const { added, frames, observers, runTask } = runLoader('visible', { paintTiming: false });
    expect(observers).toHaveLength(0);
    expect(frames).toHaveLength(1);
    frames.shift()!();
    runTask();
    expect(added.map((chunk) => chunk.src)).toEqual([`${CHUNKS}/a.js`]);
  });

  it('adds them all at once in a tab that is not shown, where nothing paints and timers are slowed', () => {
    const { added, observers, frames } = runLoader('hidden');
    expect(added.map((chunk) => chunk.src)).toEqual([`${CHUNKS}/a.js`, `${CHUNKS}/b.js`]);
    expect(observers).toHaveLength(0);
    expect(frames).toHaveLength(0);
  });

  it('adds the rest at once when the tab is hidden before its first paint or between two chunks, and none twice', () => {
    const beforePaint = runLoader('visible');
    beforePaint.document.visibilityState = 'hidden';
    beforePaint.listeners.visibilitychange!();
    expect(beforePaint.added).toHaveLength(2);
    beforePaint.paint('first-contentful-paint');
    beforePaint.runTask();
    expect(beforePaint.added).toHaveLength(2);

    const betweenChunks = runLoader('visible');
    betweenChunks.paint('first-contentful-paint');
    betweenChunks.runTask();
    betweenChunks.document.visibilityState = 'hidden';
    betweenChunks.listeners.visibilitychange!();
    expect(betweenChunks.added.map((chunk) => chunk.src)).toEqual([`${CHUNKS}/a.js`, `${CHUNKS}/b.js`]);
    betweenChunks.runTask();
    expect(betweenChunks.added).toHaveLength(2);
  });

  it('preloads the island chunks after the scripts, one per task, at low priority', () => {
    const { added, paint, runTask } = runLoader('visible', { preloads: `${CHUNKS}/carousel.js` });
    paint('first-contentful-paint');
    runTask();
    runTask();
    expect(added).toHaveLength(2);
    runTask();
    expect(added[2]).toEqual({ tag: 'link', rel: 'preload', as: 'script', href: `${CHUNKS}/carousel.js`, fetchPriority: 'low' });
    runTask();
    expect(added).toHaveLength(3);
  });

  it('ignores the tab being shown again: the chunks still wait for the paint', () => {
    const { added, listeners, pendingTasks } = runLoader('visible');
    listeners.visibilitychange!();
    expect(added).toEqual([]);
    expect(pendingTasks()).toBe(0);
  });
});
