import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PDFPage, RGB } from 'pdf-lib';
import { headquarters, site } from '@/content/site';
import { getPage } from '@/lib/content';
import { ContentError, type Page, type Section, type SectionOf } from '@/lib/content/schema';
import { siteUrl } from '@/lib/env';
import {
  A4,
  brandFooterLine,
  colours,
  drawRuns,
  drawWrapped,
  FlowWriter,
  footer,
  hex,
  MARGIN,
  newDocument,
  roundedRect,
  textHeight,
  winAnsi,
  wrap,
  wrapRuns,
  type Fonts,
  type TextRun,
} from '@/lib/pdf/layout';
import { paths } from '@/lib/routes';

/** The product page the brochure is drawn from. */
const ECROP_SLUG = paths.ecrop.slice(1);

/**
 * The eCrop product brochure: four A4 pages (cover; what eCrop measures and how it works; agro-advisory,
 * why eCrop and the programme; FAQ and contacts) drawn with the PDF layout kit. Every word of product copy
 * comes from content/products/ecrop.json, the document the /ecrop page renders, and every contact detail
 * from content/site.ts, so the brochure cannot drift from the site. Standard fonts and vector shapes only:
 * no raster images, and the fixed document dates make the output byte-for-byte deterministic.
 */

/** Where the site serves the brochure (the file is written under public/ at build time). */
import { ECROP_BROCHURE_PATH } from '@/lib/constants';

export { ECROP_BROCHURE_PATH };

const root = path.resolve(__dirname, '..');
const CONTENT_WIDTH = A4.width - 2 * MARGIN;
/** The strip under the cover art: the three promises of the product, in brochure shorthand. */
const COVER_PROMISES = ['One device covers 10 acres', 'Solar powered', 'Advice in your language'];

const tone = {
  tint: hex('#EEF6EC'),
  cream: hex('#FDF5E2'),
  mint: hex('#BFE0C8'),
  forestSoft: hex('#2D5F4C'),
  grass: hex('#3E9A4E'),
  soil: hex('#5A3B22'),
  soilTop: hex('#7B5434'),
  pebble: hex('#8C6645'),
  steel: hex('#D5DCD8'),
  steelDark: hex('#8E9A94'),
  panel: hex('#1D3B5C'),
  panelLine: hex('#7BA3C9'),
  rain: hex('#9FD2EE'),
};

/* ---------- Content ---------- */

type ProductPage = Extract<Page, { kind: 'product' }>;

/** The eCrop page document from the site's content source (content/ or Firestore), as the site reads it. */
export async function loadEcropPage(): Promise<ProductPage> {
  const page = await getPage(ECROP_SLUG);
  if (!page) throw new ContentError(`Missing document products/${ECROP_SLUG}: the eCrop brochure is built from it`);
  if (page.kind !== 'product') throw new ContentError(`Invalid document products/${ECROP_SLUG}: kind: the brochure needs a product page`);
  return page;
}

/** The section of a type (the one with `id`, when given); a brochure without it is a content error. */
function sectionOf<T extends Section['type']>(page: Page, type: T, id?: string): SectionOf<T> {
  const found = page.sections.find((section): section is SectionOf<T> => section.type === type && (id === undefined || ('id' in section && section.id === id)));
  if (!found) throw new ContentError(`Invalid document products/${page.slug}: the brochure needs a ${type} section${id ? ` with id "${id}"` : ''}`);
  return found;
}

/** "Irrigation scheduling: water when..." gives a bold lead-in and the rest; other points are one run. */
function leadIn(point: string): { lead?: string; rest: string } {
  const match = /^([^:]{3,40}):\s+(.+)$/s.exec(point);
  return match?.[1] && match[2] ? { lead: `${match[1]}:`, rest: match[2] } : { rest: point };
}

const domain = siteUrl.replace(/^https?:\/\//, '');
const addressLines = [headquarters.name, headquarters.streetAddress, `${headquarters.locality}, ${headquarters.region} ${headquarters.postalCode}, ${headquarters.country}`];

/* ---------- Drawing primitives ---------- */

/** A closed polygon from points in page coordinates (drawSvgPath's y axis points down, hence the minus). */
function polygon(page: PDFPage, points: Array<[number, number]>, options: { color?: RGB; borderColor?: RGB; borderWidth?: number }): void {
  const d = points.map(([x, y], index) => `${index ? 'L' : 'M'} ${x.toFixed(2)} ${(-y).toFixed(2)}`).join(' ');
  page.drawSvgPath(`${d} Z`, { x: 0, y: 0, borderWidth: 0, ...options });
}

/** The "HaritSat" wordmark: "Harit" in white, "Sat" in gold. Returns its width. */
function wordmark(page: PDFPage, fonts: Fonts, x: number, y: number, size: number): number {
  const match = /^(.*?)(Sat)$/.exec(site.brand);
  const parts: TextRun[] = match?.[1] && match[2] ? [{ text: match[1], font: fonts.bold, color: colours.white }, { text: match[2], font: fonts.bold, color: colours.gold }] : [{ text: site.brand, font: fonts.bold, color: colours.white }];
  drawRuns(page, parts, { x, y, size });
  return parts.reduce((width, part) => width + part.font.widthOfTextAtSize(part.text, size), 0);
}

/** A filled circle with a tick in it: the bullet of benefits and programme steps. */
function tickBadge(page: PDFPage, cx: number, cy: number, r: number, fill: RGB, tick: RGB): void {
  page.drawCircle({ x: cx, y: cy, size: r, color: fill });
  const t = Math.max(0.9, r / 6);
  page.drawLine({ start: { x: cx - r * 0.45, y: cy + r * 0.02 }, end: { x: cx - r * 0.12, y: cy - r * 0.32 }, thickness: t, color: tick, lineCap: 1 });
  page.drawLine({ start: { x: cx - r * 0.12, y: cy - r * 0.32 }, end: { x: cx + r * 0.48, y: cy + r * 0.36 }, thickness: t, color: tick, lineCap: 1 });
}

/** A cloud outline of three circles and a base, centred on (cx, cy). */
function cloud(page: PDFPage, cx: number, cy: number, s: number, color: RGB): void {
  page.drawCircle({ x: cx - 0.45 * s, y: cy - 0.1 * s, size: 0.38 * s, color });
  page.drawCircle({ x: cx + 0.05 * s, y: cy + 0.18 * s, size: 0.5 * s, color });
  page.drawCircle({ x: cx + 0.5 * s, y: cy - 0.12 * s, size: 0.34 * s, color });
  page.drawRectangle({ x: cx - 0.45 * s, y: cy - 0.46 * s, width: 0.95 * s, height: 0.38 * s, color });
}

/** A small white glyph for a parameter icon, drawn in a badge of radius r. Unknown icons get a tick. */
function parameterBadge(page: PDFPage, icon: string, cx: number, cy: number, r: number): void {
  const bg = colours.leaf;
  const fg = colours.white;
  page.drawCircle({ x: cx, y: cy, size: r, color: bg });
  const s = r * 0.55;
  switch (icon) {
    case 'droplets':
      page.drawSvgPath(`M 0 ${-s} C ${0.35 * s} ${-0.45 * s} ${0.72 * s} ${-0.05 * s} ${0.72 * s} ${0.3 * s} C ${0.72 * s} ${0.75 * s} ${0.38 * s} ${s} 0 ${s} C ${-0.38 * s} ${s} ${-0.72 * s} ${0.75 * s} ${-0.72 * s} ${0.3 * s} C ${-0.72 * s} ${-0.05 * s} ${-0.35 * s} ${-0.45 * s} 0 ${-s} Z`, { x: cx, y: cy, color: fg, borderWidth: 0 });
      break;
    case 'thermometer':
      roundedRect(page, { x: cx - 0.22 * s, y: cy - 0.4 * s, width: 0.44 * s, height: 1.35 * s, radius: 0.22 * s, color: fg });
      page.drawCircle({ x: cx, y: cy - 0.55 * s, size: 0.42 * s, color: fg });
      page.drawCircle({ x: cx, y: cy - 0.55 * s, size: 0.2 * s, color: bg });
      page.drawRectangle({ x: cx - 0.07 * s, y: cy - 0.5 * s, width: 0.14 * s, height: 0.9 * s, color: bg });
      break;
    case 'cloud-sun':
      page.drawCircle({ x: cx + 0.35 * s, y: cy + 0.42 * s, size: 0.42 * s, color: colours.gold });
      cloud(page, cx - 0.08 * s, cy - 0.2 * s, 1.25 * s, fg);
      break;
    case 'flask':
      polygon(
        page,
        [
          [cx - 0.22 * s, cy + 0.95 * s],
          [cx + 0.22 * s, cy + 0.95 * s],
          [cx + 0.22 * s, cy + 0.3 * s],
          [cx + 0.8 * s, cy - 0.8 * s],
          [cx - 0.8 * s, cy - 0.8 * s],
          [cx - 0.22 * s, cy + 0.3 * s],
        ],
        { color: fg },
      );
      polygon(
        page,
        [
          [cx - 0.55 * s, cy - 0.35 * s],
          [cx + 0.55 * s, cy - 0.35 * s],
          [cx + 0.68 * s, cy - 0.62 * s],
          [cx - 0.68 * s, cy - 0.62 * s],
        ],
        { color: colours.gold },
      );
      break;
    case 'sun':
      page.drawCircle({ x: cx, y: cy, size: 0.42 * s, color: fg });
      for (let i = 0; i < 8; i += 1) {
        const a = (i * Math.PI) / 4;
        page.drawLine({ start: { x: cx + Math.cos(a) * 0.62 * s, y: cy + Math.sin(a) * 0.62 * s }, end: { x: cx + Math.cos(a) * 0.95 * s, y: cy + Math.sin(a) * 0.95 * s }, thickness: Math.max(1, r / 11), color: fg, lineCap: 1 });
      }
      break;
    case 'cloud-rain':
      cloud(page, cx, cy + 0.25 * s, 1.2 * s, fg);
      for (const dx of [-0.45, 0, 0.45]) {
        page.drawLine({ start: { x: cx + dx * s, y: cy - 0.4 * s }, end: { x: cx + (dx - 0.15) * s, y: cy - 0.85 * s }, thickness: Math.max(1, r / 11), color: fg, lineCap: 1 });
      }
      break;
    default:
      tickBadge(page, cx, cy, r, bg, fg);
  }
}

/* ---------- Page chrome ---------- */

/** Header band of the inside pages; returns where the content starts. */
function interiorChrome(page: PDFPage, fonts: Fonts, productName: string): number {
  page.drawRectangle({ x: 0, y: A4.height - 40, width: A4.width, height: 40, color: colours.forest });
  page.drawRectangle({ x: 0, y: A4.height - 43, width: A4.width, height: 3, color: colours.gold });
  wordmark(page, fonts, MARGIN, A4.height - 26, 14);
  const label = winAnsi(`${productName}  |  Product brochure`);
  page.drawText(label, { x: A4.width - MARGIN - fonts.regular.widthOfTextAtSize(label, 9), y: A4.height - 25.5, size: 9, font: fonts.regular, color: tone.mint });
  return A4.height - 43 - 24;
}

/* ---------- Blocks that flow with the writer ---------- */

/** Eyebrow, title and lead of a section, kept on the page with at least `keepWith` points of what follows. */
function sectionHeading(w: FlowWriter, { eyebrow, title, lead }: { eyebrow?: string; title: string; lead?: string }, keepWith = 110): void {
  const { regular, bold } = w.fonts;
  const height = (eyebrow ? 17 : 0) + textHeight(title, bold, 17, CONTENT_WIDTH, 1.2) + 5 + (lead ? textHeight(lead, regular, 10, CONTENT_WIDTH, 1.4) + 10 : 4);
  w.ensure(height + keepWith);
  if (eyebrow) {
    w.page.drawRectangle({ x: MARGIN, y: w.y - 7.5, width: 16, height: 3, color: colours.gold });
    w.page.drawText(winAnsi(eyebrow), { x: MARGIN + 22, y: w.y - 9, size: 9, font: bold, color: colours.leaf });
    w.y -= 17;
  }
  w.text(title, { size: 17, font: bold, color: colours.forest, lineHeight: 1.2, after: 5 });
  if (lead) w.text(lead, { size: 10, color: colours.muted, lineHeight: 1.4, after: 10 });
  else w.y -= 4;
}

interface GridCard {
  title: string;
  content: string;
  icon?: string;
}

/** Tinted cards in rows of `columns`, an icon badge on the left of each; a row never splits across pages. */
function cardGrid(w: FlowWriter, cards: GridCard[], { columns, badge, size = 9.5, titleSize = 11, gap = 10, padding = 13 }: { columns: number; badge: 'icon' | 'tick'; size?: number; titleSize?: number; gap?: number; padding?: number }): void {
  const { regular, bold } = w.fonts;
  const cardWidth = (CONTENT_WIDTH - gap * (columns - 1)) / columns;
  const radius = 12;
  const textX = padding + 2 * radius + 10;
  const textWidth = cardWidth - textX - padding;
  for (let start = 0; start < cards.length; start += columns) {
    const row = cards.slice(start, start + columns);
    const heights = row.map((card) => padding + Math.max(2 * radius, textHeight(card.title, bold, titleSize, textWidth, 1.25) + 3 + textHeight(card.content, regular, size, textWidth, 1.4)) + padding - 2);
    const height = Math.max(...heights);
    w.ensure(height);
    row.forEach((card, index) => {
      const x = MARGIN + index * (cardWidth + gap);
      const top = w.y;
      roundedRect(w.page, { x, y: top - height, width: cardWidth, height, radius: 7, color: tone.tint, borderColor: colours.leafLight, borderWidth: 0.8 });
      const cx = x + padding + radius;
      const cy = top - padding - radius;
      if (badge === 'icon') parameterBadge(w.page, card.icon ?? '', cx, cy, radius);
      else tickBadge(w.page, cx, cy, radius * 0.85, colours.leaf, colours.white);
      const titleHeight = drawWrapped(w.page, card.title, { x: x + textX, top: top - padding + 1, width: textWidth, font: bold, size: titleSize, color: colours.forest, lineHeight: 1.25 });
      drawWrapped(w.page, card.content, { x: x + textX, top: top - padding + 1 - titleHeight - 3, width: textWidth, font: regular, size, color: colours.ink, lineHeight: 1.4 });
    });
    w.y -= height + gap;
  }
  w.y -= 6;
}

/** A numbered list: a badge per step, bold title run-in with its text, a rule joining the badges. */
function numberedSteps(w: FlowWriter, steps: Array<{ title: string; content: string }>, { size = 9.4, gap = 6 } = {}): void {
  const { regular, bold } = w.fonts;
  const indent = 32;
  const lineHeight = size * 1.4;
  steps.forEach((step, index) => {
    const lines = wrapRuns([{ text: `${step.title}.`, font: bold, color: colours.forest }, { text: step.content, font: regular }], size, CONTENT_WIDTH - indent);
    const height = Math.max(lines.length * lineHeight, 22);
    w.ensure(height);
    const top = w.y;
    const cy = top - 9.5;
    if (index < steps.length - 1) w.page.drawLine({ start: { x: MARGIN + 11, y: cy }, end: { x: MARGIN + 11, y: top - height - gap - 4 }, thickness: 1.2, color: colours.leafLight });
    w.page.drawCircle({ x: MARGIN + 11, y: cy, size: 11, color: colours.leaf });
    const number = String(index + 1);
    w.page.drawText(number, { x: MARGIN + 11 - bold.widthOfTextAtSize(number, 10) / 2, y: cy - 3.6, size: 10, font: bold, color: colours.white });
    lines.forEach((line, lineIndex) => drawRuns(w.page, line, { x: MARGIN + indent, y: top - 2 - size - lineIndex * lineHeight, size }));
    w.y -= height + gap;
  });
  w.y -= 6;
}

/** Benefits in columns, editorial style: a rule with a leaf accent over each, the title in bold, its text below. */
function featureGrid(w: FlowWriter, items: Array<{ title: string; content: string }>, { columns = 3, size = 8.9, titleSize = 9.8, gap = 16, rowGap = 10 } = {}): void {
  const { regular, bold } = w.fonts;
  const columnWidth = (CONTENT_WIDTH - gap * (columns - 1)) / columns;
  for (let start = 0; start < items.length; start += columns) {
    const row = items.slice(start, start + columns);
    const height = Math.max(...row.map((item) => 9 + textHeight(item.title, bold, titleSize, columnWidth, 1.25) + 2 + textHeight(item.content, regular, size, columnWidth, 1.38)));
    w.ensure(height);
    row.forEach((item, index) => {
      const x = MARGIN + index * (columnWidth + gap);
      const top = w.y;
      w.page.drawRectangle({ x, y: top - 1.5, width: columnWidth, height: 1.5, color: colours.leafLight });
      w.page.drawRectangle({ x, y: top - 2, width: 30, height: 2.5, color: colours.leaf });
      const titleHeight = drawWrapped(w.page, item.title, { x, top: top - 9, width: columnWidth, font: bold, size: titleSize, color: colours.forest, lineHeight: 1.25 });
      drawWrapped(w.page, item.content, { x, top: top - 9 - titleHeight - 2, width: columnWidth, font: regular, size, color: colours.ink, lineHeight: 1.38 });
    });
    w.y -= height + rowGap;
  }
}

/** Points with a tick bullet; a "Label: text" point gets a bold lead-in. */
function tickPoints(w: FlowWriter, points: string[], { size = 9.4, x = MARGIN, width = CONTENT_WIDTH, text = colours.ink, strong = colours.forest, badge = colours.leaf, tick = colours.white, after = 5 } = {}): void {
  const { regular, bold } = w.fonts;
  for (const point of points) {
    const { lead, rest } = leadIn(point);
    const runs: TextRun[] = lead ? [{ text: lead, font: bold, color: strong }, { text: rest, font: regular }] : [{ text: rest, font: regular }];
    const lines = wrapRuns(runs, size, width - 20);
    w.ensure(Math.min(lines.length, 2) * size * 1.4);
    tickBadge(w.page, x + 6, w.y - size * 0.62, 5.6, badge, tick);
    w.richText(runs, { size, x: x + 20, width: width - 20, color: text, lineHeight: 1.4, after });
  }
  w.y -= 4;
}

/** The programme in a forest panel, as the web page shows it: paragraphs left, the steps on the right. */
function programmePanel(w: FlowWriter, section: SectionOf<'richText'>): void {
  const { regular, bold } = w.fonts;
  const pad = 16;
  const inner = CONTENT_WIDTH - 2 * pad;
  const leftWidth = inner * 0.5;
  const rightX = MARGIN + pad + leftWidth + 18;
  const rightWidth = inner - leftWidth - 18;
  const size = 8.9;
  const lh = 1.4;
  // The panel's title names the programme, so the eyebrow ("The programme") would only repeat it.
  const headHeight = textHeight(section.title, bold, 15, inner, 1.2) + 6 + (section.lead ? textHeight(section.lead, regular, 10, inner, 1.4) + 8 : 0);
  const leftHeight = section.paragraphs.reduce((sum, paragraph) => sum + textHeight(paragraph, regular, size, leftWidth, lh) + 7, 0);
  const rightHeight = section.points.reduce((sum, point) => sum + textHeight(point, regular, size, rightWidth - 18, lh) + 6, 0);
  const height = pad + headHeight + Math.max(leftHeight, rightHeight) + pad - 6;
  w.ensure(height);
  const top = w.y;
  roundedRect(w.page, { x: MARGIN, y: top - height, width: CONTENT_WIDTH, height, radius: 10, color: colours.forest });
  let y = top - pad;
  y -= drawWrapped(w.page, section.title, { x: MARGIN + pad, top: y, width: inner, font: bold, size: 15, color: colours.white, lineHeight: 1.2 }) + 6;
  if (section.lead) y -= drawWrapped(w.page, section.lead, { x: MARGIN + pad, top: y, width: inner, font: regular, size: 10, color: tone.mint, lineHeight: 1.4 }) + 8;
  let left = y;
  for (const paragraph of section.paragraphs) left -= drawWrapped(w.page, paragraph, { x: MARGIN + pad, top: left, width: leftWidth, font: regular, size, color: colours.white, lineHeight: lh }) + 7;
  w.page.drawLine({ start: { x: rightX - 9, y: y - 2 }, end: { x: rightX - 9, y: top - height + pad }, thickness: 0.6, color: tone.forestSoft });
  let right = y;
  for (const point of section.points) {
    tickBadge(w.page, rightX + 5.5, right - size * 0.62, 5.4, colours.gold, colours.forest);
    right -= drawWrapped(w.page, point, { x: rightX + 18, top: right, width: rightWidth - 18, font: regular, size, color: colours.white, lineHeight: lh }) + 6;
  }
  w.y = top - height - 14;
}

/** FAQ entries: bold question with a gold rule, answer below; a question never ends a page alone. */
function faqList(w: FlowWriter, items: Array<{ title: string; content: string }>): void {
  const { regular, bold } = w.fonts;
  items.forEach((item, index) => {
    const question = wrap(item.title, bold, 11, CONTENT_WIDTH - 14);
    const answer = wrap(item.content, regular, 9.8, CONTENT_WIDTH - 14);
    w.ensure(question.length * 11 * 1.3 + Math.min(answer.length, 3) * 9.8 * 1.45 + 6);
    if (index > 0) {
      w.page.drawLine({ start: { x: MARGIN, y: w.y + 6 }, end: { x: A4.width - MARGIN, y: w.y + 6 }, thickness: 0.5, color: colours.leafLight });
    }
    const top = w.y;
    w.text(item.title, { size: 11, font: bold, color: colours.forest, lineHeight: 1.3, x: MARGIN + 14, width: CONTENT_WIDTH - 14, after: 3 });
    w.page.drawRectangle({ x: MARGIN, y: top - question.length * 11 * 1.3 + 1, width: 3, height: question.length * 11 * 1.3 - 1, color: colours.gold });
    w.text(item.content, { size: 9.8, color: colours.ink, lineHeight: 1.45, x: MARGIN + 14, width: CONTENT_WIDTH - 14, after: 13 });
  });
}

/** The closing contact panel: the call to action's title, phones, WhatsApp, email, office and website. */
function contactPanel(w: FlowWriter, title: string): void {
  const { regular, bold } = w.fonts;
  const pad = 20;
  const inner = CONTENT_WIDTH - 2 * pad;
  const columnGap = 24;
  const columnWidth = (inner - columnGap) / 2;
  type Entry = { label: string; lines: string[]; strong: boolean };
  const columns: Entry[][] = [
    [
      { label: 'Toll-free helpline', lines: [site.tollFreePhone.display], strong: true },
      { label: 'Assistance', lines: [site.assistancePhone.display], strong: true },
      { label: 'WhatsApp', lines: [site.whatsapp.display], strong: true },
    ],
    [
      { label: 'Email', lines: [site.email], strong: true },
      { label: 'Website', lines: [domain], strong: true },
      { label: headquarters.kind, lines: addressLines, strong: false },
    ],
  ];
  const valueSize = (entry: Entry) => (entry.strong ? 10.5 : 9.6);
  const linesHeight = (entry: Entry) => entry.lines.reduce((sum, line) => sum + textHeight(line, entry.strong ? bold : regular, valueSize(entry), columnWidth, 1.35), 0);
  const entryHeight = (entry: Entry) => 12 + linesHeight(entry) + 8;
  const titleHeight = textHeight(title, bold, 16, inner, 1.2);
  const body = Math.max(...columns.map((entries) => entries.reduce((sum, entry) => sum + entryHeight(entry), 0)));
  const height = pad + titleHeight + 14 + body + pad - 8;
  w.ensure(height);
  const top = w.y;
  roundedRect(w.page, { x: MARGIN, y: top - height, width: CONTENT_WIDTH, height, radius: 10, color: colours.forest });
  const afterTitle = top - pad - drawWrapped(w.page, title, { x: MARGIN + pad, top: top - pad, width: inner, font: bold, size: 16, color: colours.white, lineHeight: 1.2 }) - 14;
  w.page.drawLine({ start: { x: MARGIN + pad, y: afterTitle + 7 }, end: { x: A4.width - MARGIN - pad, y: afterTitle + 7 }, thickness: 0.6, color: tone.forestSoft });
  columns.forEach((entries, column) => {
    const x = MARGIN + pad + column * (columnWidth + columnGap);
    let y = afterTitle;
    for (const entry of entries) {
      w.page.drawText(winAnsi(entry.label), { x, y: y - 8, size: 8, font: bold, color: colours.gold });
      y -= 12;
      for (const line of entry.lines) {
        y -= drawWrapped(w.page, line, { x, top: y, width: columnWidth, font: entry.strong ? bold : regular, size: valueSize(entry), color: colours.white, lineHeight: 1.35 });
      }
      y -= 8;
    }
  });
  w.y = top - height - 12;
}

/* ---------- The cover ---------- */

/** The sensor pole in its field: pole, tilted solar panel, sensor box, rain cup, soil line and probe. */
function drawFieldStation(page: PDFPage, fonts: Fonts, ground: number, soilBottom: number, productName: string): void {
  const px = 462;
  // Soil in section, with the grass line and the crop on it.
  page.drawRectangle({ x: 0, y: soilBottom, width: A4.width, height: ground - soilBottom, color: tone.soil });
  page.drawRectangle({ x: 0, y: ground - 14, width: A4.width, height: 14, color: tone.soilTop });
  for (let i = 0; i < 26; i += 1) {
    const x = (i * 97.3) % A4.width;
    const y = soilBottom + 6 + ((i * 13.7) % (ground - soilBottom - 24));
    page.drawEllipse({ x, y, xScale: 2.6 + (i % 3), yScale: 1.6 + (i % 2), color: tone.pebble });
  }
  page.drawRectangle({ x: 0, y: ground - 3, width: A4.width, height: 4, color: tone.grass });
  for (let i = 0; i < 30; i += 1) {
    const x = 10 + i * 20.2;
    if (Math.abs(x - px) < 26) continue;
    const h = 12 + ((i * 7) % 4) * 3;
    const leafColour = i % 2 ? colours.leaf : tone.grass;
    page.drawLine({ start: { x, y: ground }, end: { x, y: ground + h }, thickness: 1.2, color: leafColour });
    page.drawSvgPath(`M 0 0 Q -7 -3 -8 -10 Q -1 -8 0 0 Z`, { x, y: ground + h * 0.45, color: leafColour, borderWidth: 0 });
    page.drawSvgPath(`M 0 0 Q 7 -3 8 -10 Q 1 -8 0 0 Z`, { x, y: ground + h * 0.7, color: leafColour, borderWidth: 0 });
  }
  // Probe in the root zone, with its sensors at three depths.
  page.drawRectangle({ x: px - 2, y: soilBottom + 10, width: 4, height: ground - soilBottom - 10, color: tone.steelDark });
  for (const depth of [16, 30, 44]) page.drawCircle({ x: px, y: ground - depth, size: 3.6, color: colours.gold, borderColor: colours.forest, borderWidth: 0.8 });

  // Sun behind the panel.
  const sun = { x: 520, y: 752 };
  for (let i = 0; i < 12; i += 1) {
    const a = (i * Math.PI) / 6;
    page.drawLine({ start: { x: sun.x + Math.cos(a) * 24, y: sun.y + Math.sin(a) * 24 }, end: { x: sun.x + Math.cos(a) * 31, y: sun.y + Math.sin(a) * 31 }, thickness: 2, color: colours.gold, lineCap: 1 });
  }
  page.drawCircle({ x: sun.x, y: sun.y, size: 19, color: colours.gold });

  // Pole.
  const poleTop = 668;
  page.drawRectangle({ x: px - 4, y: ground - 2, width: 8, height: poleTop - ground + 2, color: tone.steel });
  page.drawRectangle({ x: px + 1.5, y: ground - 2, width: 2.5, height: poleTop - ground + 2, color: tone.steelDark });
  page.drawRectangle({ x: px - 12, y: ground - 3, width: 24, height: 6, color: tone.steelDark });

  // Solar panel, tilted towards the sun, on a bracket.
  const centre = { x: px - 4, y: 694 };
  const angle = (16 * Math.PI) / 180;
  const [pw, ph] = [118, 50];
  const corner = (u: number, v: number): [number, number] => [centre.x + u * Math.cos(angle) - v * Math.sin(angle), centre.y + u * Math.sin(angle) + v * Math.cos(angle)];
  page.drawLine({ start: { x: px, y: poleTop }, end: { x: centre.x, y: centre.y }, thickness: 4, color: tone.steelDark });
  polygon(page, [corner(-pw / 2 - 3, -ph / 2 - 3), corner(pw / 2 + 3, -ph / 2 - 3), corner(pw / 2 + 3, ph / 2 + 3), corner(-pw / 2 - 3, ph / 2 + 3)], { color: tone.steel });
  polygon(page, [corner(-pw / 2, -ph / 2), corner(pw / 2, -ph / 2), corner(pw / 2, ph / 2), corner(-pw / 2, ph / 2)], { color: tone.panel });
  for (let i = 1; i < 5; i += 1) {
    const u = -pw / 2 + (i * pw) / 5;
    const [x1, y1] = corner(u, -ph / 2);
    const [x2, y2] = corner(u, ph / 2);
    page.drawLine({ start: { x: x1, y: y1 }, end: { x: x2, y: y2 }, thickness: 0.7, color: tone.panelLine });
  }
  const [mx1, my1] = corner(-pw / 2, 0);
  const [mx2, my2] = corner(pw / 2, 0);
  page.drawLine({ start: { x: mx1, y: my1 }, end: { x: mx2, y: my2 }, thickness: 0.7, color: tone.panelLine });

  // Sensor box with its status light and name.
  const box = { x: px - 24, y: 560, width: 48, height: 58 };
  roundedRect(page, { ...box, radius: 5, color: colours.white, borderColor: tone.steelDark, borderWidth: 1 });
  page.drawRectangle({ x: box.x + 6, y: box.y + box.height - 17, width: box.width - 12, height: 10, color: colours.forest });
  const label = winAnsi(productName);
  page.drawText(label, { x: px - fonts.bold.widthOfTextAtSize(label, 7) / 2, y: box.y + box.height - 14.5, size: 7, font: fonts.bold, color: colours.white });
  for (let i = 0; i < 3; i += 1) page.drawRectangle({ x: box.x + 9, y: box.y + 10 + i * 7, width: box.width - 18, height: 2.2, color: tone.steel });
  page.drawCircle({ x: box.x + box.width - 9, y: box.y + 35, size: 2.6, color: tone.grass });
  // Antenna on the box.
  page.drawLine({ start: { x: box.x + 8, y: box.y + box.height }, end: { x: box.x + 8, y: box.y + box.height + 24 }, thickness: 1.4, color: tone.steelDark });
  page.drawCircle({ x: box.x + 8, y: box.y + box.height + 25, size: 2.2, color: colours.gold });

  // Rain cup on a side arm, with rain falling into it.
  const arm = 500;
  page.drawLine({ start: { x: px - 4, y: arm }, end: { x: px - 62, y: arm }, thickness: 3, color: tone.steelDark });
  page.drawLine({ start: { x: px - 4, y: arm - 16 }, end: { x: px - 40, y: arm }, thickness: 1.6, color: tone.steelDark });
  const cupX = px - 62;
  polygon(
    page,
    [
      [cupX - 9, arm],
      [cupX + 9, arm],
      [cupX + 15, arm + 28],
      [cupX - 15, arm + 28],
    ],
    { color: tone.steel, borderColor: tone.steelDark, borderWidth: 1 },
  );
  page.drawEllipse({ x: cupX, y: arm + 28, xScale: 15, yScale: 3.2, color: tone.steelDark });
  for (const [dx, dy] of [
    [-10, 52],
    [4, 64],
    [14, 46],
    [-4, 80],
    [-18, 70],
  ] as Array<[number, number]>) {
    page.drawSvgPath('M 0 -5 C 2 -2 3 0 3 1.5 C 3 3.4 1.6 4.5 0 4.5 C -1.6 4.5 -3 3.4 -3 1.5 C -3 0 -2 -2 0 -5 Z', { x: cupX + dx, y: arm + dy, color: tone.rain, borderWidth: 0 });
  }
}

function drawCover(w: FlowWriter, page: ProductPage, productName: string): void {
  const { regular, bold } = w.fonts;
  const p = w.page;
  const banner = sectionOf(page, 'banner');
  const parameters = sectionOf(page, 'parameters');
  const ground = 384;
  const soilBottom = 334;
  const strip = { y: 298, height: 36 };

  p.drawRectangle({ x: 0, y: ground, width: A4.width, height: A4.height - ground, color: colours.forest });
  p.drawCircle({ x: 470, y: 700, size: 150, color: tone.forestSoft, opacity: 0.35 });
  drawFieldStation(p, w.fonts, ground, soilBottom, productName);

  // Masthead.
  const markWidth = wordmark(p, w.fonts, MARGIN, A4.height - 66, 26);
  p.drawLine({ start: { x: MARGIN + markWidth + 12, y: A4.height - 68 }, end: { x: MARGIN + markWidth + 12, y: A4.height - 46 }, thickness: 0.8, color: tone.forestSoft });
  p.drawText(winAnsi('Product brochure'), { x: MARGIN + markWidth + 22, y: A4.height - 62, size: 10, font: regular, color: tone.mint });

  // Title block, left of the drawing.
  const columnWidth = 300;
  let y = A4.height - 142;
  if (banner.eyebrow) {
    p.drawRectangle({ x: MARGIN, y: y - 8, width: 18, height: 3, color: colours.gold });
    p.drawText(winAnsi(banner.eyebrow), { x: MARGIN + 25, y: y - 10, size: 11, font: bold, color: colours.gold });
    y -= 24;
  }
  y -= 62;
  p.drawText(winAnsi(productName), { x: MARGIN - 3, y, size: 80, font: bold, color: colours.white });
  y -= 36;
  p.drawText(winAnsi(page.productType), { x: MARGIN, y, size: 12, font: regular, color: tone.mint });
  y -= 28;
  y -= drawWrapped(p, banner.heading, { x: MARGIN, top: y, width: columnWidth, font: bold, size: 20, color: colours.white, lineHeight: 1.22 }) + 10;
  drawWrapped(p, banner.subheading, { x: MARGIN, top: y, width: columnWidth, font: regular, size: 11, color: tone.mint, lineHeight: 1.5 });

  // Promise strip.
  p.drawRectangle({ x: 0, y: strip.y, width: A4.width, height: strip.height, color: colours.gold });
  const cell = CONTENT_WIDTH / COVER_PROMISES.length;
  COVER_PROMISES.forEach((promise, index) => {
    const text = winAnsi(promise);
    const x = MARGIN + index * cell + (cell - bold.widthOfTextAtSize(text, 10.5)) / 2;
    p.drawText(text, { x, y: strip.y + strip.height / 2 - 3.8, size: 10.5, font: bold, color: colours.forest });
    if (index) p.drawLine({ start: { x: MARGIN + index * cell, y: strip.y + 10 }, end: { x: MARGIN + index * cell, y: strip.y + strip.height - 10 }, thickness: 1, color: colours.forest });
  });

  // Below the strip: the page description, the six readings, and how to reach us.
  w.y = strip.y - 28;
  w.text(page.description, { size: 12, color: colours.ink, lineHeight: 1.5, after: 16 });
  if (parameters.eyebrow) {
    p.drawText(winAnsi(parameters.eyebrow), { x: MARGIN, y: w.y - 9, size: 9, font: bold, color: colours.leaf });
    w.y -= 18;
  }
  const chipHeight = 24;
  const chipColumns = 3;
  const chipGap = 8;
  const chipWidth = (CONTENT_WIDTH - chipGap * (chipColumns - 1)) / chipColumns;
  parameters.items.forEach((item, index) => {
    const x = MARGIN + (index % chipColumns) * (chipWidth + chipGap);
    const top = w.y - Math.floor(index / chipColumns) * (chipHeight + 7);
    roundedRect(p, { x, y: top - chipHeight, width: chipWidth, height: chipHeight, radius: chipHeight / 2, color: tone.tint, borderColor: colours.leafLight, borderWidth: 0.8 });
    parameterBadge(p, item.icon, x + 12.5, top - chipHeight / 2, 8.5);
    p.drawText(wrap(item.title, bold, 9.5, chipWidth - 34)[0] ?? '', { x: x + 27, y: top - chipHeight / 2 - 3.4, size: 9.5, font: bold, color: colours.forest });
  });
  w.y -= Math.ceil(parameters.items.length / chipColumns) * (chipHeight + 7);

  const box = { x: MARGIN, y: 70, width: CONTENT_WIDTH, height: 58 };
  roundedRect(p, { ...box, radius: 9, color: tone.cream, borderColor: colours.gold, borderWidth: 1 });
  const contacts: Array<[string, string]> = [
    ['Call toll-free', site.tollFreePhone.display],
    ['WhatsApp', site.whatsapp.display],
    ['Website', domain],
  ];
  const third = box.width / contacts.length;
  contacts.forEach(([label, value], index) => {
    const cx = box.x + 20 + index * third;
    p.drawText(winAnsi(label), { x: cx, y: box.y + 36, size: 8.5, font: bold, color: colours.leaf });
    p.drawText(winAnsi(value), { x: cx, y: box.y + 17, size: 13.5, font: bold, color: colours.forest });
    if (index) p.drawLine({ start: { x: box.x + index * third, y: box.y + 12 }, end: { x: box.x + index * third, y: box.y + box.height - 12 }, thickness: 0.6, color: colours.gold });
  });
}

/* ---------- The brochure ---------- */

/** Build the eCrop brochure from the eCrop page content and write it to `outFile`. */
export async function buildEcropBrochure(outFile: string): Promise<void> {
  const page = await loadEcropPage();
  const productName = page.label;
  const parameters = sectionOf(page, 'parameters');
  const carousel = sectionOf(page, 'carousel');
  const advisory = sectionOf(page, 'richText', 'agro-advisory');
  const why = sectionOf(page, 'cards');
  const programme = sectionOf(page, 'richText', 'ecrop-programme');
  const faq = sectionOf(page, 'faq');
  const cta = sectionOf(page, 'cta');

  const { doc, fonts } = await newDocument(`${productName} product brochure: ${page.title}`, page.description);
  doc.setKeywords([productName, page.productType, site.brand, 'brochure']);
  const writer = new FlowWriter(doc, fonts, (pdfPage, pageNumber) => {
    footer(pdfPage, pageNumber, fonts, brandFooterLine());
    return pageNumber === 1 ? A4.height - MARGIN : interiorChrome(pdfPage, fonts, productName);
  }, { bottom: 56 });

  // 1. Cover.
  drawCover(writer, page, productName);

  // 2. What eCrop measures; how it works.
  writer.newPage();
  sectionHeading(writer, { eyebrow: `What ${productName} measures`, title: parameters.title, lead: parameters.lead });
  cardGrid(
    writer,
    parameters.items.map((item) => ({ title: item.title, content: item.content, icon: item.icon })),
    { columns: 2, badge: 'icon', size: 9.3, padding: 12, gap: 8 },
  );
  writer.y -= 2;
  sectionHeading(writer, { eyebrow: carousel.eyebrow ?? 'How it works', title: carousel.title, lead: carousel.lead });
  numberedSteps(writer, carousel.slides);

  // 3. Agro-advisory; why eCrop; the programme.
  writer.newPage();
  // Page 3 carries three sections, so their leads (the web page's intros) give way to their full text.
  sectionHeading(writer, { eyebrow: advisory.eyebrow, title: advisory.title });
  for (const paragraph of advisory.paragraphs) writer.text(paragraph, { size: 9.2, lineHeight: 1.42, after: 6 });
  writer.y -= 2;
  tickPoints(writer, advisory.points, { size: 9.2 });
  writer.y -= 3;
  sectionHeading(writer, { eyebrow: why.eyebrow, title: why.title });
  featureGrid(writer, why.cards, { columns: why.perRow >= 3 ? 3 : 2, size: 8.6, titleSize: 9.5 });
  writer.y -= 2;
  programmePanel(writer, programme);

  // 4. Questions; contacts.
  writer.newPage();
  sectionHeading(writer, { eyebrow: `${productName} questions`, title: faq.title, lead: faq.lead });
  faqList(writer, faq.items);
  writer.y -= 4;
  contactPanel(writer, cta.title);

  mkdirSync(path.dirname(outFile), { recursive: true });
  writeFileSync(outFile, await doc.save({ useObjectStreams: true }));
}

async function main() {
  const outFile = path.join(root, 'public', ECROP_BROCHURE_PATH);
  await buildEcropBrochure(outFile);
  console.log(`Generated ${path.relative(root, outFile)}.`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
