import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { trimDocument, trimPayloads, untouchedDocuments } from './payload-trim';
import { documentOf, payloadOf, textRow } from './payload/test-documents';

const SITE_CSS = '/_next/static/chunks/site.css';
const siteCss = `${'.a{color:red}'.repeat(40)}`;
/** A document whose payload holds both things the trim takes out: its stylesheet's text, and a StaticHtml's children. */
const payload = [
  `0:["$","$1","c",{"children":[["$","style","0",{"precedence":"next","href":"${SITE_CSS}","children":"$2"}],["$","$L3",null,{"children":"$L4"}]]}]\n`,
  '1:"$Sreact.fragment"\n',
  textRow('2', siteCss),
  '3:I[123,["/_next/static/chunks/a.js"],"StaticHtml"]\n',
  '4:["$","h2",null,{"children":"Biosense"}]\n',
].join('');
const documentHtml = documentOf(payload, [], `<style data-precedence="next" data-href="${SITE_CSS}">${siteCss}</style>`);

describe('trimDocument', () => {
  it('takes out the stylesheet copy and the kept children', () => {
    const trimmed = trimDocument(documentHtml);
    expect(payloadOf(trimmed)).toBe(
      [
        `0:["$","$1","c",{"children":[["$","style","0",{"precedence":"next","href":"${SITE_CSS}","children":"$2"}],["$","$L3",null,{"keptId":0}]]}]\n`,
        '1:"$Sreact.fragment"\n',
        '2:T0,',
        '3:I[123,["/_next/static/chunks/a.js"],"StaticHtml"]\n',
      ].join(''),
    );
    expect(trimmed.slice(0, trimmed.indexOf('<script>'))).toBe(documentHtml.slice(0, documentHtml.indexOf('<script>')));
  });
});

describe('trimPayloads', () => {
  let outDir: string;
  const pages = ['index.html', 'about/index.html', 'post/a/index.html', 'post/b/index.html', 'hi/index.html'];
  beforeEach(() => {
    outDir = mkdtempSync(path.join(tmpdir(), 'payload-trim-'));
    for (const page of pages) {
      mkdirSync(path.dirname(path.join(outDir, page)), { recursive: true });
      writeFileSync(path.join(outDir, page), documentHtml);
    }
    writeFileSync(path.join(outDir, 'index.txt'), payload);
  });
  afterEach(() => rmSync(outDir, { recursive: true, force: true }));

  it('trims every document once when the work is split in shares, and leaves the payload files alone', () => {
    const shares = [0, 1, 2].map((index) => trimPayloads(outDir, { index, count: 3 }));
    expect(shares.map((share) => share.documents)).toEqual([2, 2, 1]);
    expect(shares.every((share) => share.bytesSaved > 0)).toBe(true);
    for (const page of pages) expect(readFileSync(path.join(outDir, page), 'utf8')).toBe(trimDocument(documentHtml));
    expect(readFileSync(path.join(outDir, 'index.txt'), 'utf8')).toBe(payload);
    // Run again, it finds nothing: what the build's guard reports, naming each trim and document.
    const again = trimPayloads(outDir);
    expect(again).toEqual({ documents: 0, bytesSaved: 0, untouched: { stylesheetCopies: [...pages].sort(), keptChildren: [...pages].sort() } });
    expect(untouchedDocuments(again)).toMatch(
      /did not find the shape it expects[\s\S]*stylesheetCopies: nothing to trim in 5 documents \(about\/index\.html, hi\/index\.html, index\.html, post\/a\/index\.html, post\/b\/index\.html\)\nkeptChildren: nothing to trim in 5/,
    );
  });

  it('on documents of the shape it expects, the guard has nothing to say', () => {
    expect(untouchedDocuments(trimPayloads(outDir))).toBeNull();
  });
});
