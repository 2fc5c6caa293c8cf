import { headquarters, site } from '@/content/site';
import type { SectionOf } from '@/lib/content/schema';
import { headquartersAddressLines, leadIn, siteDomain } from './brochure-content';
import { parameterBadge, tickBadge } from './brochure-drawings';
import { tone } from './brochure-palette';
import { A4, colours, CONTENT_WIDTH, drawRuns, drawWrapped, MARGIN, roundedRect, textHeight, winAnsi, wrap, wrapRuns, type FlowWriter, type TextRun } from './layout';

/**
 * The blocks the brochure's inside pages are made of. Each one flows with the writer: it measures itself first
 * and asks `ensure` for the room, so a block (or a row of one) never splits across pages.
 */

/** Eyebrow, title and lead of a section, kept on the page with at least `keepWith` points of what follows. */
export function sectionHeading(w: FlowWriter, { eyebrow, title, lead }: { eyebrow?: string; title: string; lead?: string }, keepWith = 110): void {
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
export function cardGrid(
  w: FlowWriter,
  cards: GridCard[],
  {
    columns,
    badge,
    size = 9.5,
    titleSize = 11,
    gap = 10,
    padding = 13,
  }: { columns: number; badge: 'icon' | 'tick'; size?: number; titleSize?: number; gap?: number; padding?: number },
): void {
  const { regular, bold } = w.fonts;
  const cardWidth = (CONTENT_WIDTH - gap * (columns - 1)) / columns;
  const radius = 12;
  const textX = padding + 2 * radius + 10;
  const textWidth = cardWidth - textX - padding;
  for (let start = 0; start < cards.length; start += columns) {
    const row = cards.slice(start, start + columns);
    const heights = row.map(
      (card) =>
        padding + Math.max(2 * radius, textHeight(card.title, bold, titleSize, textWidth, 1.25) + 3 + textHeight(card.content, regular, size, textWidth, 1.4)) + padding - 2,
    );
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
      const titleHeight = drawWrapped(w.page, card.title, {
        x: x + textX,
        top: top - padding + 1,
        width: textWidth,
        font: bold,
        size: titleSize,
        color: colours.forest,
        lineHeight: 1.25,
      });
      drawWrapped(w.page, card.content, { x: x + textX, top: top - padding + 1 - titleHeight - 3, width: textWidth, font: regular, size, color: colours.ink, lineHeight: 1.4 });
    });
    w.y -= height + gap;
  }
  w.y -= 6;
}

/** A numbered list: a badge per step, bold title run-in with its text, a rule joining the badges. */
export function numberedSteps(w: FlowWriter, steps: Array<{ title: string; content: string }>, { size = 9.4, gap = 6 } = {}): void {
  const { regular, bold } = w.fonts;
  const indent = 32;
  const lineHeight = size * 1.4;
  steps.forEach((step, index) => {
    const lines = wrapRuns(
      [
        { text: `${step.title}.`, font: bold, color: colours.forest },
        { text: step.content, font: regular },
      ],
      size,
      CONTENT_WIDTH - indent,
    );
    const height = Math.max(lines.length * lineHeight, 22);
    w.ensure(height);
    const top = w.y;
    const cy = top - 9.5;
    if (index < steps.length - 1)
      w.page.drawLine({ start: { x: MARGIN + 11, y: cy }, end: { x: MARGIN + 11, y: top - height - gap - 4 }, thickness: 1.2, color: colours.leafLight });
    w.page.drawCircle({ x: MARGIN + 11, y: cy, size: 11, color: colours.leaf });
    const number = String(index + 1);
    w.page.drawText(number, { x: MARGIN + 11 - bold.widthOfTextAtSize(number, 10) / 2, y: cy - 3.6, size: 10, font: bold, color: colours.white });
    lines.forEach((line, lineIndex) => drawRuns(w.page, line, { x: MARGIN + indent, y: top - 2 - size - lineIndex * lineHeight, size }));
    w.y -= height + gap;
  });
  w.y -= 6;
}

/** Benefits in columns, editorial style: a rule with a leaf accent over each, the title in bold, its text below. */
export function featureGrid(w: FlowWriter, items: Array<{ title: string; content: string }>, { columns = 3, size = 8.9, titleSize = 9.8, gap = 16, rowGap = 10 } = {}): void {
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
export function tickPoints(
  w: FlowWriter,
  points: string[],
  { size = 9.4, x = MARGIN, width = CONTENT_WIDTH, text = colours.ink, strong = colours.forest, badge = colours.leaf, tick = colours.white, after = 5 } = {},
): void {
  const { regular, bold } = w.fonts;
  for (const point of points) {
    const { lead, rest } = leadIn(point);
    const runs: TextRun[] = lead
      ? [
          { text: lead, font: bold, color: strong },
          { text: rest, font: regular },
        ]
      : [{ text: rest, font: regular }];
    const lines = wrapRuns(runs, size, width - 20);
    w.ensure(Math.min(lines.length, 2) * size * 1.4);
    tickBadge(w.page, x + 6, w.y - size * 0.62, 5.6, badge, tick);
    w.richText(runs, { size, x: x + 20, width: width - 20, color: text, lineHeight: 1.4, after });
  }
  w.y -= 4;
}

/** The programme in a forest panel, as the web page shows it: paragraphs left, the steps on the right. */
export function programmePanel(w: FlowWriter, section: SectionOf<'richText'>): void {
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
  for (const paragraph of section.paragraphs)
    left -= drawWrapped(w.page, paragraph, { x: MARGIN + pad, top: left, width: leftWidth, font: regular, size, color: colours.white, lineHeight: lh }) + 7;
  w.page.drawLine({ start: { x: rightX - 9, y: y - 2 }, end: { x: rightX - 9, y: top - height + pad }, thickness: 0.6, color: tone.forestSoft });
  let right = y;
  for (const point of section.points) {
    tickBadge(w.page, rightX + 5.5, right - size * 0.62, 5.4, colours.gold, colours.forest);
    right -= drawWrapped(w.page, point, { x: rightX + 18, top: right, width: rightWidth - 18, font: regular, size, color: colours.white, lineHeight: lh }) + 6;
  }
  w.y = top - height - 14;
}

/** FAQ entries: bold question with a gold rule, answer below; a question never ends a page alone. */
export function faqList(w: FlowWriter, items: Array<{ title: string; content: string }>): void {
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
export function contactPanel(w: FlowWriter, title: string): void {
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
      { label: 'Website', lines: [siteDomain], strong: true },
      { label: headquarters.kind, lines: headquartersAddressLines, strong: false },
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
