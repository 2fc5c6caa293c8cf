import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  beginText,
  endText,
  PDFHexString,
  PDFName,
  PDFOperator,
  PDFOperatorNames,
  PDFString,
  popGraphicsState,
  pushGraphicsState,
  setFillingRgbColor,
  setFontAndSize,
  setTextMatrix,
  setTextRise,
  type PDFDocument,
  type PDFPage,
  type PDFRef,
  type RGB,
} from 'pdf-lib';
import { decompress } from 'wawoff2';
import { ContentError } from '@/lib/content/schema';
import { subsetGlyphs } from './subset-glyphs';

/**
 * Devanagari and Latin text set in a PDF as real, selectable text. pdf-lib's standard fonts speak WinAnsi only, and
 * its own font embedding places glyphs by their advance alone, which breaks Devanagari: a conjunct, the
 * i-matra drawn before its consonant, Marathi's eyelash ra and the marks placed over and under a letter are
 * the work of the font's shaping tables. So HarfBuzz shapes every word, and each glyph is drawn where HarfBuzz
 * puts it, in a font embedded as a CID font (Identity-H) cut to the glyphs drawn (subset-glyphs.ts).
 *
 * The text stays readable to machines: every word is a marked-content span whose ActualText is the word as
 * written, so copying, searching and a screen reader get the letters in their logical order, and each glyph
 * that stands for whole letters maps to them in the font's ToUnicode table too.
 */

/** Noto Sans Devanagari, whose Latin is drawn to match, from the site's own font package (lib/fonts/devanagari.ts). */
const FONT_FILES = '@fontsource-variable/noto-sans-devanagari/files';
const FACES = [
  { script: 'devanagari', file: 'noto-sans-devanagari-devanagari-wght-normal.woff2' },
  { script: 'latin', file: 'noto-sans-devanagari-latin-wght-normal.woff2' },
] as const;

type Script = (typeof FACES)[number]['script'];

/** The letters set in the Devanagari face (with the joiners, ₹ and the Devanagari extensions); the rest in the Latin one. */
const DEVANAGARI = /[\u0900-\u097F\u200C\u200D\u20B9\uA8E0-\uA8FF]/u;

/** Runs of one face in a word: "eCrop-चे" is "eCrop-" in Latin and "चे" in Devanagari. */
function runsOf(word: string): Array<{ script: Script; text: string }> {
  const runs: Array<{ script: Script; text: string }> = [];
  for (const char of word) {
    const script: Script = DEVANAGARI.test(char) ? 'devanagari' : 'latin';
    const last = runs[runs.length - 1];
    if (last?.script === script) last.text += char;
    else runs.push({ script, text: char });
  }
  return runs;
}

interface Glyph {
  id: number;
  /** Pen offsets and advance, in font units. */
  x: number;
  y: number;
  advance: number;
  /** Where in the run its letters start (a UTF-16 offset, at HarfBuzz's character cluster level). */
  cluster: number;
}

type HarfBuzz = typeof import('harfbuzzjs');

/** One face, cut to the text and pinned at a weight, embedded in the document. */
class EmbeddedFace {
  private readonly shaped = new Map<string, Glyph[]>();
  /** The glyphs the embedded font was cut to, with their advances as the PDF's widths give them (advanceOf). */
  readonly widths = new Map<number, number>();

  private constructor(
    readonly resourceName: string,
    readonly ref: PDFRef,
    readonly unitsPerEm: number,
    private readonly hb: { font: InstanceType<HarfBuzz['Font']>; Buffer: HarfBuzz['Buffer']; shape: HarfBuzz['shape']; ClusterLevel: HarfBuzz['ClusterLevel'] },
  ) {}

  /** `texts`: everything that will be set in the face, whose glyphs it is cut to and its ToUnicode map names. */
  static async embed(doc: PDFDocument, script: Script, file: string, texts: string[], weight: number, resourceName: string): Promise<EmbeddedFace> {
    // harfbuzzjs is an ES module that awaits its WebAssembly at the top level: it cannot be required.
    const hb = await import('harfbuzzjs');
    const source = await fontFile(file);
    const face = new hb.Face(new hb.Blob(source));
    const font = new hb.Font(face);
    font.setVariations([new hb.Variation('wght', weight)]);
    const embedded = new EmbeddedFace(resourceName, doc.context.nextRef(), face.upem, { font, Buffer: hb.Buffer, shape: hb.shape, ClusterLevel: hb.ClusterLevel });
    const toUnicode = new Map<number, string>();
    const glyphs = new Set([0]);
    for (const word of new Set(texts.join(' ').split(/\s+/).filter(Boolean))) {
      for (const run of runsOf(word).filter((run) => run.script === script)) {
        const shaped = embedded.shape(run.text);
        for (const glyph of shaped) glyphs.add(glyph.id);
        mapLetters(run.text, shaped, toUnicode);
      }
    }
    const cut = await subsetGlyphs(source, glyphs, weight);
    const cutFace = new hb.Face(new hb.Blob(cut));
    for (const glyph of glyphs) embedded.widths.set(glyph, advanceOf(cutFace, glyph));
    doc.context.assign(embedded.ref, fontDictionary(doc, cut, cutFace, toUnicode, embedded.widths, weight));
    return embedded;
  }

  /**
   * HarfBuzz's glyphs for a run of this face's letters; a letter the face lacks is a content error, not a
   * blank box. Shaped at the level of characters, which changes no glyph, only keeps each glyph's cluster its
   * own: the i-matra drawn before its consonant stands for the matra alone.
   */
  shape(text: string): Glyph[] {
    const cached = this.shaped.get(text);
    if (cached) return cached;
    const buffer = new this.hb.Buffer();
    buffer.setClusterLevel(this.hb.ClusterLevel.CHARACTERS);
    buffer.addText(text);
    buffer.guessSegmentProperties();
    this.hb.shape(this.hb.font, buffer);
    const glyphs = buffer.getGlyphInfosAndPositions().map((glyph) => {
      if (glyph.codepoint === 0) throw new ContentError(`The PDF's font has no letter for "${[...text][glyph.cluster] ?? text}" in "${text}"`);
      return { id: glyph.codepoint, x: glyph.xOffset ?? 0, y: glyph.yOffset ?? 0, advance: glyph.xAdvance ?? 0, cluster: glyph.cluster };
    });
    this.shaped.set(text, glyphs);
    return glyphs;
  }
}

/** Each glyph that is the whole of its cluster stands for the cluster's letters: a conjunct for its consonants and virama. */
function mapLetters(text: string, glyphs: Glyph[], toUnicode: Map<number, string>): void {
  const starts = [...new Set(glyphs.map((glyph) => glyph.cluster))].sort((a, b) => a - b);
  for (const glyph of glyphs) {
    if (toUnicode.has(glyph.id) || glyphs.filter((other) => other.cluster === glyph.cluster).length !== 1) continue;
    const end = starts.find((cluster) => cluster > glyph.cluster) ?? text.length;
    // HarfBuzz clusters are UTF-16 offsets: a letter outside the Basic Multilingual Plane keeps both halves.
    toUnicode.set(glyph.id, text.slice(glyph.cluster, end));
  }
}

/** A face's font file, decompressed once for every weight cut from it. */
const fontFiles = new Map<string, Promise<Uint8Array>>();
function fontFile(file: string): Promise<Uint8Array> {
  let source = fontFiles.get(file);
  if (!source) {
    source = decompress(readFileSync(path.join(process.cwd(), 'node_modules', FONT_FILES, file)));
    fontFiles.set(file, source);
  }
  return source;
}

/** A 16-bit big-endian unsigned (or signed) integer of a font table. */
const u16 = (table: Uint8Array, offset: number) => (table[offset]! << 8) | table[offset + 1]!;
const i16 = (table: Uint8Array, offset: number) => (u16(table, offset) << 16) >> 16;

/** A glyph's advance from the font's hmtx table, in thousandths of an em (the unit of a PDF's widths). */
function advanceOf(face: InstanceType<HarfBuzz['Face']>, glyph: number): number {
  const hmtx = face.referenceTable('hmtx')!;
  const longMetrics = u16(face.referenceTable('hhea')!, 34);
  return Math.round((u16(hmtx, 4 * Math.min(glyph, longMetrics - 1)) * 1000) / face.upem);
}

/** The Type 0 font dictionary, its CID font, descriptor, widths, ToUnicode map and the font file itself. */
function fontDictionary(doc: PDFDocument, ttf: Uint8Array, face: InstanceType<HarfBuzz['Face']>, toUnicode: Map<number, string>, widths: Map<number, number>, weight: number) {
  const { context } = doc;
  const head = face.referenceTable('head')!;
  const hhea = face.referenceTable('hhea')!;
  const os2 = face.referenceTable('OS/2');
  const scale = 1000 / face.upem;
  const em = (value: number) => Math.round(value * scale);
  // A subset's name carries a tag made from its glyphs, so two cuts of one font never share a name.
  const tag = [...createHash('sha256').update(ttf).digest()]
    .slice(0, 6)
    .map((byte) => String.fromCharCode(65 + (byte % 26)))
    .join('');
  // The variable font's instance keeps its default's name: name it by the weight it was pinned at.
  const family =
    face
      .getName(6, 'en')
      .replace(/-.*$/, '')
      .replace(/[^A-Za-z0-9]/g, '') || 'NotoSansDevanagari';
  const baseFont = `${tag}+${family}-${weight >= 600 ? 'Bold' : 'Regular'}`;
  const ascent = em(i16(hhea, 4));
  const descriptor = context.obj({
    Type: 'FontDescriptor',
    FontName: baseFont,
    Flags: 4,
    FontBBox: [em(i16(head, 36)), em(i16(head, 38)), em(i16(head, 40)), em(i16(head, 42))],
    ItalicAngle: 0,
    Ascent: ascent,
    Descent: em(i16(hhea, 6)),
    CapHeight: os2 && u16(os2, 0) >= 2 ? em(i16(os2, 88)) : ascent,
    StemV: weight >= 600 ? 120 : 80,
    FontFile2: context.register(context.flateStream(ttf, { Length1: ttf.length })),
  });
  const cidFont = context.obj({
    Type: 'Font',
    Subtype: 'CIDFontType2',
    BaseFont: baseFont,
    CIDSystemInfo: { Registry: PDFString.of('Adobe'), Ordering: PDFString.of('Identity'), Supplement: 0 },
    FontDescriptor: context.register(descriptor),
    // Each kept glyph's width: "id [width]", in id order.
    W: [...widths].sort(([a], [b]) => a - b).flatMap(([glyph, width]) => [glyph, [width]]),
    CIDToGIDMap: 'Identity',
  });
  return context.obj({
    Type: 'Font',
    Subtype: 'Type0',
    BaseFont: baseFont,
    Encoding: 'Identity-H',
    DescendantFonts: [context.register(cidFont)],
    ToUnicode: context.register(context.flateStream(toUnicodeCMap(toUnicode))),
  });
}

/** A position to a hundredth of a point (a 3,600th of an inch): finer than any printer, and a fifth of the bytes of a full double. */
const point = (value: number) => Math.round(value * 100) / 100;
const hex4 = (value: number) => value.toString(16).toUpperCase().padStart(4, '0');
const utf16Hex = (text: string) => Buffer.from(text, 'utf16le').swap16().toString('hex').toUpperCase();

/** The ToUnicode CMap: each mapped glyph to its letters, at most 100 to a block as the format asks. */
function toUnicodeCMap(toUnicode: Map<number, string>): string {
  const entries = [...toUnicode].sort(([a], [b]) => a - b);
  const blocks: string[] = [];
  for (let start = 0; start < entries.length; start += 100) {
    const block = entries.slice(start, start + 100);
    blocks.push(`${block.length} beginbfchar\n${block.map(([glyph, letters]) => `<${hex4(glyph)}> <${utf16Hex(letters)}>`).join('\n')}\nendbfchar`);
  }
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<0000> <FFFF>',
    'endcodespacerange',
    ...blocks,
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n');
}

/**
 * A run's glyphs as TJ arrays from the text position the caller set: between two glyphs, the difference
 * between where the PDF's widths would put the next one and where HarfBuzz does, in thousandths of the size;
 * a mark raised or lowered by HarfBuzz is shown at its own rise (Ts). Returns the run's advance.
 */
function showRun(page: PDFPage, operators: PDFOperator[], run: { face: EmbeddedFace; glyphs: Glyph[] }, size: number, word: string): number {
  const unit = 1000 / run.face.unitsPerEm;
  let items: Array<PDFHexString | number> = [];
  let shown = 0;
  let rise = 0;
  let pen = 0;
  const flush = () => {
    if (items.length) operators.push(PDFOperator.of(PDFOperatorNames.ShowTextAdjusted, [page.doc.context.obj(items)]));
    items = [];
  };
  for (const glyph of run.glyphs) {
    if (!run.face.widths.has(glyph.id)) throw new Error(`"${word}" was not among the texts the font was embedded for, so its font lacks the glyphs`);
    const glyphRise = Math.round(glyph.y * unit);
    if (glyphRise !== rise) {
      flush();
      rise = glyphRise;
      operators.push(setTextRise(point((rise * size) / 1000)));
    }
    const target = Math.round((pen + glyph.x) * unit);
    if (target !== shown) items.push(shown - target);
    items.push(PDFHexString.of(hex4(glyph.id)));
    shown = target + run.face.widths.get(glyph.id)!;
    pen += glyph.advance;
  }
  flush();
  if (rise) operators.push(setTextRise(0));
  return (pen * size) / run.face.unitsPerEm;
}

/** A word's runs, shaped, with their faces. */
interface ShapedWord {
  text: string;
  runs: Array<{ face: EmbeddedFace; glyphs: Glyph[] }>;
}

/**
 * One weight of the shaped type: a Devanagari and a Latin face. `embed` takes every piece of text the
 * document will set in it (the faces are cut to those letters); `width` and `draw` then set any of it.
 */
export class ShapedFont {
  private constructor(private readonly faces: Record<Script, EmbeddedFace>) {}

  static async embed(doc: PDFDocument, texts: string[], weight: number): Promise<ShapedFont> {
    const faces = {} as Record<Script, EmbeddedFace>;
    for (const { script, file } of FACES) faces[script] = await EmbeddedFace.embed(doc, script, file, texts, weight, `Shaped-${script}-${weight}`);
    return new ShapedFont(faces);
  }

  private word(text: string): ShapedWord {
    return { text, runs: runsOf(text).map((run) => ({ face: this.faces[run.script], glyphs: this.faces[run.script].shape(run.text) })) };
  }

  private wordWidth(word: ShapedWord, size: number): number {
    return word.runs.reduce((sum, run) => sum + (run.glyphs.reduce((advance, glyph) => advance + glyph.advance, 0) * size) / run.face.unitsPerEm, 0);
  }

  /** The width of a space at `size`. */
  private space(size: number): number {
    return this.wordWidth(this.word('\u00A0'), size);
  }

  width(text: string, size: number): number {
    const words = text.split(/\s+/).filter(Boolean);
    return words.reduce((sum, word) => sum + this.wordWidth(this.word(word), size), 0) + Math.max(0, words.length - 1) * this.space(size);
  }

  /** `text` broken into lines no wider than `width` (newlines break too). */
  wrap(text: string, size: number, width: number): string[] {
    return text.split('\n').flatMap((paragraph) => {
      const lines: string[] = [];
      let line = '';
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const candidate = line ? `${line} ${word}` : word;
        if (!line || this.width(candidate, size) <= width) line = candidate;
        else {
          lines.push(line);
          line = word;
        }
      }
      return [...lines, line];
    });
  }

  /** Draw one line at baseline `y`: each glyph where HarfBuzz placed it, each word a span carrying its letters and language. */
  draw(page: PDFPage, text: string, { x, y, size, color, lang }: { x: number; y: number; size: number; color: RGB; lang: string }): void {
    const operators: PDFOperator[] = [pushGraphicsState(), setFillingRgbColor(color.red, color.green, color.blue), beginText()];
    const words = text.split(/\s+/).filter(Boolean);
    let pen = x;
    for (const text of words) {
      const word = this.word(text);
      // pdf-lib's operator type leaves out the inline property dictionary BDC takes; it writes one as it writes any object.
      const properties = page.doc.context.obj({ Lang: PDFString.of(lang), ActualText: PDFHexString.fromText(text) }) as unknown as PDFName;
      operators.push(PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [PDFName.of('Span'), properties]));
      for (const run of word.runs) {
        page.node.setFontDictionary(PDFName.of(run.face.resourceName), run.face.ref);
        operators.push(setFontAndSize(run.face.resourceName, size), setTextMatrix(1, 0, 0, 1, point(pen), point(y)));
        pen += showRun(page, operators, run, size, text);
      }
      operators.push(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
      pen += this.space(size);
    }
    operators.push(endText(), popGraphicsState());
    page.pushOperators(...operators);
  }
}
