import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addCompileHints, chunksRunAtLoad, COMPILE_HINT, noModuleChunks, withCompileHint } from './compile-hints';

const CHUNKS = '/_next/static/chunks';

/** A document's head as Next writes it: async chunks, a low-priority preload, the noModule polyfill. */
const documentNaming = (...chunks: string[]) =>
  `<!DOCTYPE html><html><head><link rel="preload" as="script" fetchPriority="low" href="${CHUNKS}/instrumentation.js"/>${chunks
    .map((chunk) => `<script src="${CHUNKS}/${chunk}" async=""></script>`)
    .join('')}<script src="${CHUNKS}/polyfills.js" noModule=""></script><script>self.__next_f=[]</script></head><body></body></html>`;

describe('compile hints', () => {
  it('name the chunks a document runs as it loads, not the noModule polyfill, inline scripts or other files', () => {
    const html = `${documentNaming('framework.js', 'page.js')}<script src="https://example.com/x.js"></script><script src="/sw.js"></script>`;
    expect(chunksRunAtLoad(html)).toEqual([`${CHUNKS}/framework.js`, `${CHUNKS}/page.js`]);
  });

  it('tell the noModule chunks apart', () => {
    expect(noModuleChunks(documentNaming('framework.js'))).toEqual([`${CHUNKS}/polyfills.js`]);
  });

  it('put the hint on the first line, once', () => {
    const source = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([]);';
    expect(withCompileHint(source)).toBe(`//# allFunctionsCalledOnLoad\n${source}`);
    expect(withCompileHint(withCompileHint(source))).toBe(withCompileHint(source));
  });

  describe('on an exported site', () => {
    let outDir: string;
    const chunk = (name: string) => readFileSync(path.join(outDir, CHUNKS, name), 'utf8');
    beforeEach(() => {
      outDir = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
      mkdirSync(path.join(outDir, CHUNKS), { recursive: true });
      mkdirSync(path.join(outDir, 'about'));
      writeFileSync(path.join(outDir, 'index.html'), documentNaming('framework.js', 'home.js'));
      writeFileSync(path.join(outDir, 'about', 'index.html'), documentNaming('framework.js', 'about.js'));
      for (const name of ['framework.js', 'home.js', 'about.js', 'swiper.js', 'polyfills.js', 'instrumentation.js'])
        writeFileSync(path.join(outDir, CHUNKS, name), `/* ${name} */`);
    });
    afterEach(() => rmSync(outDir, { recursive: true, force: true }));

    it('hint every chunk, those run as a page loads and those fetched later, but not the noModule polyfill', () => {
      const hinted = ['about.js', 'framework.js', 'home.js', 'instrumentation.js', 'swiper.js'];
      expect(addCompileHints(outDir)).toEqual(hinted.map((name) => `${CHUNKS}/${name}`));
      for (const name of hinted) expect(chunk(name)).toBe(`${COMPILE_HINT}/* ${name} */`);
      expect(chunk('polyfills.js')).toBe('/* polyfills.js */');
    });

    it('change nothing when run again', () => {
      addCompileHints(outDir);
      expect(addCompileHints(outDir)).toEqual([]);
      expect(chunk('framework.js')).toBe(`${COMPILE_HINT}/* framework.js */`);
    });
  });
});
