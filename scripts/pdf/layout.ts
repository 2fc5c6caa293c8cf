import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { site, unitOfParent } from '@/content/site';
import { siteUrl } from '@/lib/env';
import { paletteColour } from '@/lib/palette';

/**
 * A small layout kit for the PDFs the build generates (newsletter articles, product brochures):
 * A4 pages, brand colours, wrapped text that flows onto new pages, and deterministic output
 * (fixed dates), so the same content always gives the same bytes.
 */

export const A4 = { width: 595.28, height: 841.89 } as const;
export const MARGIN = 56;
/** Width between the side margins. */
export const CONTENT_WIDTH = A4.width - 2 * MARGIN;

/** An RGB colour from "#RRGGBB". */
export const hex = (value: string): RGB => rgb(parseInt(value.slice(1, 3), 16) / 255, parseInt(value.slice(3, 5), 16) / 255, parseInt(value.slice(5, 7), 16) / 255);
export const colours = {
  forest: hex(paletteColour('forest-900')),
  leaf: hex(paletteColour('leaf-700')),
  leafLight: hex(paletteColour('leaf-100')),
  gold: hex(paletteColour('gold-400')),
  ink: hex(paletteColour('ink')),
  muted: hex(paletteColour('muted')),
  paper: hex(paletteColour('paper')),
  white: rgb(1, 1, 1),
};

/** The standard PDF fonts encode WinAnsi only: map typographic characters they lack, drop the rest. */
export function winAnsi(text: string): string {
  return text
    .replace(/[\u2010\u2011\u2012]/g, '-')
    .replace(/\u20B9/g, 'Rs ')
    .replace(/[\u2032]/g, "'")
    .replace(/[\u2033]/g, '"')
    .replace(/\u00A0/g, ' ')
    .replace(/[^\u0020-\u007E\u00A0-\u00FF\u2013\u2014\u2018\u2019\u201C\u201D\u2022\u2026\u20AC]/g, '');
}

export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of winAnsi(text).split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width || !line) line = candidate;
      else {
        lines.push(line);
        line = word;
      }
    }
    lines.push(line);
  }
  return lines;
}

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** A document being written top to bottom; `ensure` starts a new page when the next block will not fit. */
export class FlowWriter {
  page!: PDFPage;
  y = 0;
  pageNumber = 0;

  /** Lowest y a line may reach before the writer starts a new page (room for the footer below it). */
  readonly bottom: number;

  constructor(
    readonly doc: PDFDocument,
    readonly fonts: Fonts,
    private readonly decoratePage: (page: PDFPage, pageNumber: number, writer: FlowWriter) => number,
    { bottom = MARGIN + 24, pagesBefore = 0 }: { bottom?: number; pagesBefore?: number } = {},
  ) {
    this.bottom = bottom;
    this.pageNumber = pagesBefore;
    this.newPage();
  }

  newPage(): void {
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.pageNumber += 1;
    this.y = this.decoratePage(this.page, this.pageNumber, this);
  }

  ensure(height: number): void {
    if (this.y - height < this.bottom) this.newPage();
  }

  text(text: string, { size = 11, font = this.fonts.regular, color = colours.ink, lineHeight = 1.45, width = CONTENT_WIDTH, x = MARGIN, after = 8 } = {}): void {
    for (const line of wrap(text, font, size, width)) {
      this.ensure(size * lineHeight);
      this.page.drawText(line, { x, y: this.y - size, size, font, color });
      this.y -= size * lineHeight;
    }
    this.y -= after;
  }

  bullets(items: string[], { size = 11, color = colours.ink } = {}): void {
    for (const item of items) {
      const lines = wrap(item, this.fonts.regular, size, CONTENT_WIDTH - 18);
      this.ensure(size * 1.45 * Math.min(lines.length, 2));
      this.page.drawCircle({ x: MARGIN + 4, y: this.y - size * 0.65, size: 2.2, color: colours.leaf });
      this.text(item, { size, color, x: MARGIN + 18, width: CONTENT_WIDTH - 18, after: 4 });
    }
    this.y -= 6;
  }

  /** A paragraph of mixed-font runs (a bold lead-in, say), wrapped and flowed like `text`. */
  richText(runs: TextRun[], { size = 11, color = colours.ink, lineHeight = 1.45, width = CONTENT_WIDTH, x = MARGIN, after = 8 } = {}): void {
    for (const line of wrapRuns(runs, size, width)) {
      this.ensure(size * lineHeight);
      drawRuns(this.page, line, { x, y: this.y - size, size, color });
      this.y -= size * lineHeight;
    }
    this.y -= after;
  }
}

const FIXED_DATE = new Date('2026-01-01T00:00:00Z');

export async function newDocument(title: string, subject: string): Promise<{ doc: PDFDocument; fonts: Fonts }> {
  const doc = await PDFDocument.create();
  doc.setTitle(winAnsi(title));
  doc.setSubject(winAnsi(subject));
  doc.setAuthor(site.brand);
  doc.setCreator(`${site.brand} website build`);
  doc.setProducer('pdf-lib');
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);
  const fonts = { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
  return { doc, fonts };
}

/** The brand line every generated PDF carries in its footer. */
export function brandFooterLine(): string {
  return `${unitOfParent()}  |  ${siteUrl.replace(/^https?:\/\//, '')}  |  Toll-free ${site.tollFreePhone.display}`;
}

/** Footer with the brand line and page number, on every page. */
export function footer(page: PDFPage, pageNumber: number, fonts: Fonts, line: string): void {
  page.drawLine({ start: { x: MARGIN, y: 44 }, end: { x: A4.width - MARGIN, y: 44 }, thickness: 0.6, color: colours.leafLight });
  page.drawText(winAnsi(line), { x: MARGIN, y: 30, size: 8.5, font: fonts.regular, color: colours.muted });
  const number = String(pageNumber);
  page.drawText(number, { x: A4.width - MARGIN - fonts.regular.widthOfTextAtSize(number, 8.5), y: 30, size: 8.5, font: fonts.regular, color: colours.muted });
}

/* ---------- Helpers for laid-out blocks (cards, boxes) drawn at fixed positions ---------- */

/** Height `text` takes when wrapped to `width`, at `lineHeight` times the font size per line. */
export function textHeight(text: string, font: PDFFont, size: number, width: number, lineHeight = 1.45): number {
  return wrap(text, font, size, width).length * size * lineHeight;
}

/** Draw wrapped text with its first line's top at `top`; returns the height used (as `textHeight`). */
export function drawWrapped(
  page: PDFPage,
  text: string,
  { x, top, width, font, size, color = colours.ink, lineHeight = 1.45 }: { x: number; top: number; width: number; font: PDFFont; size: number; color?: RGB; lineHeight?: number },
): number {
  const lines = wrap(text, font, size, width);
  lines.forEach((line, index) => page.drawText(line, { x, y: top - size - index * size * lineHeight, size, font, color }));
  return lines.length * size * lineHeight;
}

/** A piece of text in one font (and optionally one colour), for paragraphs that mix fonts. */
export interface TextRun {
  text: string;
  font: PDFFont;
  color?: RGB;
}

/** Wrap runs of mixed fonts to `width`: one array of runs per line. Newlines are treated as spaces. */
export function wrapRuns(runs: TextRun[], size: number, width: number): TextRun[][] {
  const words = runs.flatMap((run) =>
    winAnsi(run.text)
      .split(/\s+/)
      .filter(Boolean)
      .map((word) => ({ ...run, text: word })),
  );
  const lines: TextRun[][] = [];
  let line: TextRun[] = [];
  let lineWidth = 0;
  for (const word of words) {
    const wordWidth = word.font.widthOfTextAtSize(word.text, size);
    if (line.length && lineWidth + word.font.widthOfTextAtSize(' ', size) + wordWidth > width) {
      lines.push(line);
      line = [];
      lineWidth = 0;
    }
    const gap = line.length ? word.font.widthOfTextAtSize(' ', size) : 0;
    const last = line[line.length - 1];
    if (last && last.font === word.font && last.color === word.color) last.text += ` ${word.text}`;
    else line.push({ ...word, text: gap ? ` ${word.text}` : word.text });
    lineWidth += gap + wordWidth;
  }
  if (line.length) lines.push(line);
  return lines;
}

/** Draw one line from `wrapRuns` at baseline `y`. */
export function drawRuns(page: PDFPage, line: TextRun[], { x, y, size, color = colours.ink }: { x: number; y: number; size: number; color?: RGB }): void {
  let cursor = x;
  for (const run of line) {
    page.drawText(run.text, { x: cursor, y, size, font: run.font, color: run.color ?? color });
    cursor += run.font.widthOfTextAtSize(run.text, size);
  }
}

/** A rectangle with rounded corners; (x, y) is the bottom-left corner, as for `drawRectangle`. */
export function roundedRect(
  page: PDFPage,
  {
    x,
    y,
    width,
    height,
    radius = 8,
    color,
    borderColor,
    borderWidth = 1,
  }: { x: number; y: number; width: number; height: number; radius?: number; color?: RGB; borderColor?: RGB; borderWidth?: number },
): void {
  const r = Math.max(0, Math.min(radius, width / 2, height / 2));
  // drawSvgPath puts the path's origin at (x, y) with y pointing down: start from the top-left corner.
  const path = [
    `M ${r} 0`,
    `H ${width - r}`,
    `A ${r} ${r} 0 0 1 ${width} ${r}`,
    `V ${height - r}`,
    `A ${r} ${r} 0 0 1 ${width - r} ${height}`,
    `H ${r}`,
    `A ${r} ${r} 0 0 1 0 ${height - r}`,
    `V ${r}`,
    `A ${r} ${r} 0 0 1 ${r} 0`,
    'Z',
  ].join(' ');
  page.drawSvgPath(path, { x, y: y + height, color, borderColor, borderWidth: borderColor ? borderWidth : 0 });
}
