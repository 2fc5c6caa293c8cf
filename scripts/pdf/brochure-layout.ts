import { dictionaryFor } from '@/content/i18n';
import { en } from '@/content/i18n/en';
import { DEFAULT_LANG, language } from '@/lib/i18n';
import type { PDFDocument, PDFPage } from 'pdf-lib';
import { site } from '@/content/site';
import { cardGrid, contactPanel, faqList, featureGrid, numberedSteps, programmePanel, sectionHeading, tickPoints } from './brochure-blocks';
import { COVER_PROMISES, siteDomain, type EcropBrochureContent } from './brochure-content';
import { drawFieldStation, parameterBadge, wordmark } from './brochure-drawings';
import { drawBrochureNote, type BrochureNote } from './brochure-note';
import { tone } from './brochure-palette';
import { A4, brandFooterLine, colours, CONTENT_WIDTH, drawWrapped, FlowWriter, footer, MARGIN, newDocument, roundedRect, winAnsi, wrap, type Fonts } from './layout';

/**
 * The four A4 pages of the eCrop brochure: the cover; what eCrop measures and how it works; agro-advisory,
 * why eCrop and the programme; FAQ and contacts. The cover is laid out at fixed positions around its art;
 * the inside pages flow their blocks under a header band.
 */

/** Header band of the inside pages; returns where the content starts. */
function interiorChrome(page: PDFPage, fonts: Fonts, productName: string): number {
  page.drawRectangle({ x: 0, y: A4.height - 40, width: A4.width, height: 40, color: colours.forest });
  page.drawRectangle({ x: 0, y: A4.height - 43, width: A4.width, height: 3, color: colours.gold });
  wordmark(page, fonts, MARGIN, A4.height - 26, 14);
  const label = winAnsi(`${productName}  |  Product brochure`);
  page.drawText(label, { x: A4.width - MARGIN - fonts.regular.widthOfTextAtSize(label, 9), y: A4.height - 25.5, size: 9, font: fonts.regular, color: tone.mint });
  return A4.height - 43 - 24;
}

/** Page 1: the product's name and promise over the field-station art, the readings it takes, and how to reach us. */
function drawCover(w: FlowWriter, { page, productName, banner, parameters }: EcropBrochureContent): void {
  const { regular, bold } = w.fonts;
  const p = w.page;
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
    if (index)
      p.drawLine({ start: { x: MARGIN + index * cell, y: strip.y + 10 }, end: { x: MARGIN + index * cell, y: strip.y + strip.height - 10 }, thickness: 1, color: colours.forest });
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
    ['Website', siteDomain],
  ];
  const third = box.width / contacts.length;
  contacts.forEach(([label, value], index) => {
    const cx = box.x + 20 + index * third;
    p.drawText(winAnsi(label), { x: cx, y: box.y + 36, size: 8.5, font: bold, color: colours.leaf });
    p.drawText(winAnsi(value), { x: cx, y: box.y + 17, size: 13.5, font: bold, color: colours.forest });
    if (index)
      p.drawLine({ start: { x: box.x + index * third, y: box.y + 12 }, end: { x: box.x + index * third, y: box.y + box.height - 12 }, thickness: 0.6, color: colours.gold });
  });
}

/** Page 2: the readings eCrop takes, one card each, then how it works, step by step. */
function drawMeasuresPage(writer: FlowWriter, { productName, parameters, carousel }: EcropBrochureContent): void {
  sectionHeading(writer, { eyebrow: `What ${productName} measures`, title: parameters.title, lead: parameters.lead });
  cardGrid(
    writer,
    parameters.items.map((item) => ({ title: item.title, content: item.content, icon: item.icon })),
    { columns: 2, badge: 'icon', size: 9.3, padding: 12, gap: 8 },
  );
  writer.y -= 2;
  sectionHeading(writer, { eyebrow: carousel.eyebrow ?? 'How it works', title: carousel.title, lead: carousel.lead });
  numberedSteps(writer, carousel.slides);
}

/** Page 3: agro-advisory, why eCrop, and the programme panel. */
function drawAdvisoryPage(writer: FlowWriter, { advisory, why, programme }: EcropBrochureContent): void {
  // Three sections share the page, so their leads (the web page's intros) give way to their full text.
  sectionHeading(writer, { eyebrow: advisory.eyebrow, title: advisory.title });
  for (const paragraph of advisory.paragraphs) writer.text(paragraph, { size: 9.2, lineHeight: 1.42, after: 6 });
  writer.y -= 2;
  tickPoints(writer, advisory.points, { size: 9.2 });
  writer.y -= 3;
  sectionHeading(writer, { eyebrow: why.eyebrow, title: why.title });
  featureGrid(writer, why.cards, { columns: why.perRow >= 3 ? 3 : 2, size: 8.6, titleSize: 9.5 });
  writer.y -= 2;
  programmePanel(writer, programme);
}

/** Page 4: the questions, then the contact panel under the call to action's title. */
function drawQuestionsPage(writer: FlowWriter, { productName, faq, cta }: EcropBrochureContent): void {
  sectionHeading(writer, { eyebrow: `${productName} questions`, title: en.sections.faqTitle, lead: faq.lead });
  faqList(writer, faq.items);
  writer.y -= 4;
  contactPanel(writer, cta.title);
}

/**
 * Draw the brochure into a new document: every page gets the footer, the inside pages the header band too.
 * With a note (a translation's copy), the note in the reader's language is page 1 and the brochure follows.
 */
export async function drawEcropBrochure(content: EcropBrochureContent, note?: BrochureNote): Promise<PDFDocument> {
  const { page, productName } = content;
  const { doc, fonts } = await newDocument(`${productName} product brochure: ${page.title}`, page.description);
  doc.setKeywords([productName, page.productType, site.brand, 'brochure']);
  if (note) {
    // The title a reader's PDF viewer shows, in their language; the document's language stays the brochure's English.
    doc.setTitle(`${note.page.label} ${dictionaryFor(note.lang).sections.brochure}: ${note.page.title}`);
    await drawBrochureNote(doc, fonts, note);
  }
  const cover = doc.getPageCount() + 1;
  const writer = new FlowWriter(
    doc,
    fonts,
    (pdfPage, pageNumber) => {
      footer(pdfPage, pageNumber, fonts, brandFooterLine());
      return pageNumber === cover ? A4.height - MARGIN : interiorChrome(pdfPage, fonts, productName);
    },
    { bottom: 56, pagesBefore: cover - 1 },
  );

  drawCover(writer, content);
  writer.newPage();
  drawMeasuresPage(writer, content);
  writer.newPage();
  drawAdvisoryPage(writer, content);
  writer.newPage();
  drawQuestionsPage(writer, content);
  doc.setLanguage(language(DEFAULT_LANG).htmlLang);
  return doc;
}
