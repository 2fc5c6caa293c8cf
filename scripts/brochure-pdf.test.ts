/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { headquarters, site } from '@/content/site';
import { siteUrl } from '@/lib/env';
import content from '@/content/products/ecrop.json';
import { dictionaryFor } from '@/content/i18n';
import { getPage } from '@/lib/content';
import type { SectionOf } from '@/lib/content/schema';
import { fill, TRANSLATIONS } from '@/lib/i18n';
import { hrefOf, localePath, paths } from '@/lib/routes';
import { buildEcropBrochure, ECROP_BROCHURE_PATH } from './brochure-pdf';
import { brandFooterLine } from './pdf/layout';
import { ecropBrochurePath } from '@/lib/brochure';

/** The content stream of each page, decoded. */
function pageOperators(doc: PDFDocument): string[] {
  return doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
    return streams
      .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
      .map((stream) => Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1'))
      .join('\n');
  });
}

/** The text drawn on each page: pdf-lib writes every line as a hex string shown with Tj. */
function pageTexts(doc: PDFDocument): string[] {
  return pageOperators(doc).map((operators) =>
    [...operators.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)]
      .map((match) => Buffer.from(match[1] ?? '', 'hex').toString('latin1'))
      .join(' ')
      .replace(/\s+/g, ' '),
  );
}

/** The words of a page set with shaped text, as its spans' ActualText gives them (UTF-16BE), with each span's language. */
function spansOf(operators: string): Array<{ lang: string; text: string }> {
  return [...operators.matchAll(/\/Lang \(([^)]*)\)\s*\/ActualText <FEFF([0-9A-F]*)>/g)].map((match) => ({
    lang: match[1] ?? '',
    text: Buffer.from(match[2] ?? '', 'hex')
      .swap16()
      .toString('utf16le'),
  }));
}

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('eCrop brochure PDF', () => {
  let dir: string;
  let bytes: Buffer;
  let doc: PDFDocument;
  let pages: string[];

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ecrop-brochure-'));
    const file = path.join(dir, 'nested', 'ecrop-brochure.pdf');
    await buildEcropBrochure(file);
    bytes = readFileSync(file);
    doc = await PDFDocument.load(bytes);
    pages = pageTexts(doc);
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes a PDF of at least four pages titled for eCrop', () => {
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(4);
    expect(doc.getTitle()).toMatch(/eCrop/);
  });

  it('is served from the brochures folder', () => {
    expect(ECROP_BROCHURE_PATH).toBe('/assets/brochures/ecrop-brochure.pdf');
  });

  it('takes its text from the eCrop page content', () => {
    const all = pages.join(' ');
    const sections = content.sections as Array<Record<string, unknown>>;
    const parameters = sections.find((section) => section.type === 'parameters') as { items: Array<{ title: string }> };
    const faq = sections.find((section) => section.type === 'faq') as { items: Array<{ title: string }> };
    expect(pages[0]).toContain('Harit');
    expect(pages[0]).toContain('eCrop');
    for (const item of parameters.items) expect(pages[1]).toContain(item.title);
    expect(all).toContain('5 June 2024');
    for (const item of faq.items) expect(all).toContain(normalise(item.title));
  });

  it('ends with the contact details from the site settings', () => {
    const last = pages[pages.length - 1] ?? '';
    for (const value of [
      site.tollFreePhone.display,
      site.assistancePhone.display,
      site.whatsapp.display,
      site.email,
      headquarters.postalCode,
      siteUrl.replace(/^https?:\/\//, ''),
    ]) {
      expect(last).toContain(value);
    }
  });

  it('puts the footer on every page', () => {
    pages.forEach((text, index) => {
      expect(text).toContain(site.brand);
      expect(text).toContain(` ${index + 1}`);
    });
  });

  it('gives the same bytes on every build', async () => {
    const again = path.join(dir, 'again.pdf');
    await buildEcropBrochure(again);
    expect(readFileSync(again).equals(bytes)).toBe(true);
  });
});

/** The letters each glyph of a shaped font stands for, from its ToUnicode map, by the font's resource name on `page`. */
function toUnicodeOf(doc: PDFDocument, pageIndex: number): Map<string, Map<string, string>> {
  const fonts = doc.getPages()[pageIndex]!.node.Resources()!.lookup(PDFName.of('Font'), PDFDict);
  const maps = new Map<string, Map<string, string>>();
  for (const [name, ref] of fonts.entries()) {
    const font = doc.context.lookup(ref, PDFDict);
    const cmap = font.lookup(PDFName.of('ToUnicode'));
    if (!(cmap instanceof PDFRawStream)) continue;
    const text = Buffer.from(decodePDFRawStream(cmap).decode()).toString('latin1');
    const glyphs = new Map([...text.matchAll(/<([0-9A-F]{4})> <([0-9A-F]+)>/g)].map((match) => [match[1]!, Buffer.from(match[2]!, 'hex').swap16().toString('utf16le')]));
    maps.set(name.asString().slice(1), glyphs);
  }
  return maps;
}

/** The glyphs drawn for the first span whose word is `word`, in the order drawn, as the letters the font maps them to. */
function glyphLettersOf(operators: string, maps: Map<string, Map<string, string>>, word: string): string[] {
  const hexWord = Buffer.from(word, 'utf16le').swap16().toString('hex').toUpperCase();
  const span = new RegExp(`/ActualText <FEFF${hexWord}>\\s*>>\\s*BDC([\\s\\S]*?)EMC`).exec(operators)?.[1];
  if (!span) throw new Error(`No span for "${word}"`);
  let font = '';
  return [...span.matchAll(/\/(\S+) [\d.]+ Tf|<([0-9A-F]{4})>/g)].flatMap((match) => {
    if (match[1]) font = match[1];
    return match[2] ? [maps.get(font)?.get(match[2]) ?? '?'] : [];
  });
}

describe("a translation's eCrop brochure", () => {
  let dir: string;
  let english: PDFDocument;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ecrop-brochures-'));
    // The note is shaped by HarfBuzz, an ES module Jest cannot load: the build's own command writes the brochures.
    execFileSync(path.join(process.cwd(), 'node_modules/.bin/tsx'), ['scripts/brochure-pdf.ts', dir], { stdio: 'pipe' });
    english = await PDFDocument.load(readFileSync(path.join(dir, ECROP_BROCHURE_PATH)));
  }, 60_000);

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is written for every language with an eCrop page, beside the English one and named by its language', () => {
    expect(ecropBrochurePath('mr')).toBe('/assets/brochures/ecrop-brochure.mr.pdf');
    for (const lang of ['en', ...TRANSLATIONS] as const) expect(existsSync(path.join(dir, ecropBrochurePath(lang)))).toBe(true);
  });

  for (const lang of TRANSLATIONS) {
    it(`in ${lang}, opens with a note in ${lang} from that language's eCrop page, then the whole English brochure`, async () => {
      const doc = await PDFDocument.load(readFileSync(path.join(dir, ecropBrochurePath(lang))));
      const page = (await getPage(paths.ecrop.slice(1), lang))!;
      const t = dictionaryFor(lang);
      expect(doc.getPageCount()).toBe(english.getPageCount() + 1);
      expect(doc.getTitle()).toContain(t.sections.brochure);

      const [note] = pageOperators(doc);
      const spans = spansOf(note!);
      expect(new Set(spans.map((span) => span.lang))).toEqual(new Set([lang]));
      const words = spans.map((span) => span.text).join(' ');
      const banner = page.sections.find((section) => section.type === 'banner') as SectionOf<'banner'>;
      const parameters = page.sections.find((section) => section.type === 'parameters') as SectionOf<'parameters'>;
      for (const text of [t.brochureNote.eyebrow, banner.heading, page.description, parameters.title, ...parameters.items.map((item) => item.title), t.brochureNote.questions]) {
        expect(words).toContain(normalise(text));
      }
      const url = new URL(hrefOf(localePath(paths.ecrop, lang)), siteUrl).href.replace(/^https?:\/\//, '');
      expect(words).toContain(normalise(fill(t.brochureNote.englishFollows, { product: page.label, url })));
      expect(words).toContain(site.tollFreePhone.display);

      // The English pages follow, the same text, numbered on from the note (each footer's number follows the brand line).
      const footer = normalise(brandFooterLine());
      const englishPages = pageTexts(english);
      pageTexts(doc)
        .slice(1)
        .forEach((text, index) => {
          expect(text).toContain(`${footer} ${index + 2} `);
          expect(text.replace(`${footer} ${index + 2} `, '') === englishPages[index]!.replace(`${footer} ${index + 1} `, '')).toBe(true);
        });
    });
  }

  it('shapes Devanagari: the i-matra is drawn before its consonant and त्र is one conjunct glyph, each mapped to its letters', async () => {
    const doc = await PDFDocument.load(readFileSync(path.join(dir, ecropBrochurePath('mr'))));
    const word = dictionaryFor('mr').sections.brochure;
    expect(word).toBe('माहितीपत्रक');
    expect(glyphLettersOf(pageOperators(doc)[0]!, toUnicodeOf(doc, 0), word)).toEqual(['म', 'ा', 'ि', 'ह', 'त', 'ी', 'प', 'त्र', 'क']);
  });

  it("gives Marathi's ळ and eyelash ra their own forms", async () => {
    const doc = await PDFDocument.load(readFileSync(path.join(dir, ecropBrochurePath('mr'))));
    const operators = pageOperators(doc)[0]!;
    const maps = toUnicodeOf(doc, 0);
    // "मिळवा" ends the heading: ळ is drawn as itself, after the reordered i-matra.
    expect(glyphLettersOf(operators, maps, 'मिळवा')).toEqual(['ि', 'म', 'ळ', 'व', 'ा']);
    // "शेतकऱ्यांसाठी": ऱ with virama is one glyph, the eyelash, not र's half form.
    expect(glyphLettersOf(operators, maps, 'शेतकऱ्यांसाठी')).toContain('ऱ्');
  });
});
