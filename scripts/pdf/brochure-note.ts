import type { PDFDocument, PDFPage } from 'pdf-lib';
import { dictionaryFor } from '@/content/i18n';
import { site } from '@/content/site';
import { getPage } from '@/lib/content';
import { ContentError, type SectionOf } from '@/lib/content/schema';
import { siteUrl } from '@/lib/env';
import { fill, language, type Lang } from '@/lib/i18n';
import { hrefOf, localePath, paths } from '@/lib/routes';
import { documentName, sectionOf, siteDomain, type ProductPage } from './brochure-content';
import { parameterBadge, wordmark } from './brochure-drawings';
import { tone } from './brochure-palette';
import { A4, colours, CONTENT_WIDTH, MARGIN, roundedRect, type Fonts } from './layout';
import { ShapedFont } from './shaped-text';

/**
 * The note a translation's eCrop brochure opens with: one page in the reader's language, from that
 * language's eCrop page (its heading, description and the six readings) and its dictionary, saying that the
 * full brochure follows in English, where the page is in their language, and how to ask us. Set with HarfBuzz
 * (shaped-text.ts), so Devanagari's conjuncts, matras and Marathi's ळ and eyelash ra come out right.
 */

export interface BrochureNote {
  lang: Lang;
  /** The eCrop page in the note's language. */
  page: ProductPage;
  banner: SectionOf<'banner'>;
  parameters: SectionOf<'parameters'>;
}

/** The eCrop page's twin in `lang`, or undefined where the language has none (it then offers no brochure). */
export async function loadBrochureNote(lang: Lang): Promise<BrochureNote | undefined> {
  const page = await getPage(paths.ecrop.slice(1), lang);
  if (!page) return undefined;
  if (page.kind !== 'product') throw new ContentError(`Invalid document ${documentName(page)}: kind: the brochure's note needs a product page`);
  return { lang, page, banner: sectionOf(page, 'banner'), parameters: sectionOf(page, 'parameters') };
}

const BAND = 72;
const HELP_BOX = { y: 62, height: 112 };

/** Every piece of text the note sets, in the note's language, so the fonts can be cut to it before drawing. */
function noteTexts({ lang, page, banner, parameters }: BrochureNote) {
  const t = dictionaryFor(lang);
  const url = new URL(hrefOf(localePath(paths.ecrop, lang)), siteUrl).href.replace(/^https?:\/\//, '');
  return {
    band: `${page.label}  |  ${t.sections.brochure}`,
    eyebrow: t.brochureNote.eyebrow,
    heading: banner.heading,
    description: page.description,
    parametersTitle: parameters.title,
    parameters: parameters.items.map((item) => ({ icon: item.icon, title: item.title, content: item.content })),
    englishFollows: fill(t.brochureNote.englishFollows, { product: page.label, url }),
    questions: t.brochureNote.questions,
    pitch: fill(t.shell.helplinePitch, { languages: t.facts.helplineLanguages, hours: t.facts.helplineHours }),
    contacts: [
      { label: t.shell.helplineLabel.replace(/:$/, ''), value: site.tollFreePhone.display },
      { label: t.shell.whatsappLabel, value: site.whatsapp.display },
    ],
    footer: `${site.brand}  |  ${siteDomain}`,
  };
}

/** Draw the note as the document's first page. */
export async function drawBrochureNote(doc: PDFDocument, fonts: Fonts, note: BrochureNote): Promise<void> {
  const texts = noteTexts(note);
  const all = [
    texts.band,
    texts.eyebrow,
    texts.heading,
    texts.description,
    texts.parametersTitle,
    ...texts.parameters.flatMap((item) => [item.title, item.content]),
    texts.englishFollows,
    texts.questions,
    texts.pitch,
    ...texts.contacts.flatMap((contact) => [contact.label, contact.value]),
    texts.footer,
    '1',
  ];
  const regular = await ShapedFont.embed(doc, all, 400);
  const bold = await ShapedFont.embed(doc, all, 700);
  const lang = language(note.lang).htmlLang;
  const page = doc.addPage([A4.width, A4.height]);

  /** Wrapped text with its first line's top at `top`; returns the height it took. */
  const paragraph = (
    font: ShapedFont,
    text: string,
    {
      x = MARGIN,
      top,
      width = CONTENT_WIDTH,
      size,
      lineHeight,
      color = colours.ink,
    }: { x?: number; top: number; width?: number; size: number; lineHeight: number; color?: typeof colours.ink },
  ) => {
    const lines = font.wrap(text, size, width);
    lines.forEach((line, index) => font.draw(page, line, { x, y: top - size - index * size * lineHeight, size, color, lang }));
    return lines.length * size * lineHeight;
  };

  // Header band: the wordmark, and the product and "brochure" in the note's language.
  page.drawRectangle({ x: 0, y: A4.height - BAND, width: A4.width, height: BAND, color: colours.forest });
  page.drawRectangle({ x: 0, y: A4.height - BAND - 3, width: A4.width, height: 3, color: colours.gold });
  wordmark(page, fonts, MARGIN, A4.height - 44, 20);
  regular.draw(page, texts.band, { x: A4.width - MARGIN - regular.width(texts.band, 11), y: A4.height - 43, size: 11, color: tone.mint, lang });

  let y = A4.height - BAND - 3 - 34;
  page.drawRectangle({ x: MARGIN, y: y - 1, width: 18, height: 3, color: colours.gold });
  bold.draw(page, texts.eyebrow, { x: MARGIN + 25, y: y - 4, size: 11, color: colours.leaf, lang });
  y -= 22;
  y -= paragraph(bold, texts.heading, { top: y, size: 23, lineHeight: 1.4, color: colours.forest }) + 8;
  y -= paragraph(regular, texts.description, { top: y, size: 12, lineHeight: 1.65 }) + 16;
  y -= paragraph(bold, texts.parametersTitle, { top: y, size: 14, lineHeight: 1.45, color: colours.forest }) + 8;

  // The six readings, two to a row, each with its badge.
  const gap = 10;
  const cardWidth = (CONTENT_WIDTH - gap) / 2;
  const pad = 10;
  const textX = pad + 26;
  const cardHeight = (item: (typeof texts.parameters)[number]) =>
    pad + bold.wrap(item.title, 10.5, cardWidth - textX - pad).length * 10.5 * 1.45 + 2 + regular.wrap(item.content, 8.6, cardWidth - textX - pad).length * 8.6 * 1.55 + pad - 5;
  for (let row = 0; row < texts.parameters.length; row += 2) {
    const items = texts.parameters.slice(row, row + 2);
    const height = Math.max(...items.map(cardHeight));
    items.forEach((item, column) => {
      const x = MARGIN + column * (cardWidth + gap);
      roundedRect(page, { x, y: y - height, width: cardWidth, height, radius: 8, color: tone.tint, borderColor: colours.leafLight, borderWidth: 0.8 });
      parameterBadge(page, item.icon, x + pad + 9, y - pad - 9, 9);
      const titleHeight = paragraph(bold, item.title, { x: x + textX, top: y - pad + 1, width: cardWidth - textX - pad, size: 10.5, lineHeight: 1.45, color: colours.forest });
      paragraph(regular, item.content, { x: x + textX, top: y - pad + 1 - titleHeight - 2, width: cardWidth - textX - pad, size: 8.6, lineHeight: 1.55 });
    });
    y -= height + gap;
  }

  // The English pages follow; the whole page is online in the reader's language.
  y -= 4;
  const followsHeight = 2 * 12 + regular.wrap(texts.englishFollows, 10.5, CONTENT_WIDTH - 28).length * 10.5 * 1.6;
  roundedRect(page, { x: MARGIN, y: y - followsHeight, width: CONTENT_WIDTH, height: followsHeight, radius: 8, color: tone.cream, borderColor: colours.gold, borderWidth: 1 });
  paragraph(regular, texts.englishFollows, { x: MARGIN + 14, top: y - 12, width: CONTENT_WIDTH - 28, size: 10.5, lineHeight: 1.6 });
  y -= followsHeight;
  if (y < HELP_BOX.y + HELP_BOX.height + 12)
    throw new ContentError(`Invalid document ${documentName(note.page)}: the brochure's note does not fit on its page; shorten its description or readings`);

  // How to ask us, in the reader's language.
  roundedRect(page, { x: MARGIN, y: HELP_BOX.y, width: CONTENT_WIDTH, height: HELP_BOX.height, radius: 10, color: colours.forest });
  let helpTop = HELP_BOX.y + HELP_BOX.height - 16;
  helpTop -= paragraph(bold, texts.questions, { x: MARGIN + 20, top: helpTop, width: CONTENT_WIDTH - 40, size: 13, lineHeight: 1.45, color: colours.white });
  paragraph(regular, texts.pitch, { x: MARGIN + 20, top: helpTop, width: CONTENT_WIDTH - 40, size: 9.5, lineHeight: 1.55, color: tone.mint });
  const column = (CONTENT_WIDTH - 40) / texts.contacts.length;
  texts.contacts.forEach((contact, index) => {
    const x = MARGIN + 20 + index * column;
    bold.draw(page, contact.label, { x, y: HELP_BOX.y + 38, size: 9, color: colours.gold, lang });
    bold.draw(page, contact.value, { x, y: HELP_BOX.y + 17, size: 15, color: colours.white, lang });
  });

  footerLine(page, regular, texts.footer, lang);
}

/** The note's footer: the brand line and the page number, as the English pages have theirs. */
function footerLine(page: PDFPage, font: ShapedFont, text: string, lang: string): void {
  page.drawLine({ start: { x: MARGIN, y: 44 }, end: { x: A4.width - MARGIN, y: 44 }, thickness: 0.6, color: colours.leafLight });
  font.draw(page, text, { x: MARGIN, y: 30, size: 8.5, color: colours.muted, lang });
  font.draw(page, '1', { x: A4.width - MARGIN - font.width('1', 8.5), y: 30, size: 8.5, color: colours.muted, lang });
}
