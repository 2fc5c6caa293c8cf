import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import subsetFont from 'subset-font';
import { devanagariPageFont, devanagariSwitchFont } from '@/lib/fonts/devanagari';
import { latinFonts } from '@/lib/fonts/latin';
import path from 'node:path';
import { site } from '@/content/site';
import { getArticles, getMagazines } from '@/lib/content';
import { formatDate } from '@/lib/format';
import { A4, brandFooterLine, colours, FlowWriter, footer, MARGIN, newDocument, winAnsi, type Fonts } from './pdf/layout';
import type { PDFDocument } from 'pdf-lib';
import { buildEcropBrochures } from './brochure-pdf';
import { buildProseStyles } from './prose-styles';
import { writeTranslationRoutes } from './translation-routes';
import { copyUploadedImages, imageStoreFromEnv, UPLOADS_PATH } from '@/server/staff/images';

/**
 * Files the build generates before `next build` (and that git therefore ignores), from the same content
 * source the site reads (content/ or Firestore): the PDF of every article and magazine issue that carries
 * its own text (`summary`, `contents`) and a PDF path under /assets/, and the eCrop brochure; the
 * fonts, cut to size into /fonts/ (lib/fonts/latin.ts, lib/fonts/devanagari.ts); and the long-form
 * text stylesheet (scripts/prose-styles.ts); and each translation's route tree (scripts/translation-routes.ts).
 */
const root = path.resolve(__dirname, '..');
const publicDir = path.join(root, 'public');

/** A flowing A4 document under a forest header band: the publication's name and, under it in gold, its issue line. */
function bandedWriter(doc: PDFDocument, fonts: Fonts, publication: string, issueLine: string): FlowWriter {
  return new FlowWriter(doc, fonts, (page, pageNumber) => {
    page.drawRectangle({ x: 0, y: A4.height - 86, width: A4.width, height: 86, color: colours.forest });
    page.drawRectangle({ x: 0, y: A4.height - 90, width: A4.width, height: 4, color: colours.gold });
    page.drawText(winAnsi(publication), { x: MARGIN, y: A4.height - 46, size: 18, font: fonts.bold, color: colours.white });
    page.drawText(winAnsi(issueLine), { x: MARGIN, y: A4.height - 68, size: 10, font: fonts.regular, color: colours.gold });
    footer(page, pageNumber, fonts, brandFooterLine());
    return A4.height - 120;
  });
}

/** The closing line of every generated publication: where to get advice for your own fields. */
function adviceLine(writer: FlowWriter): void {
  writer.ensure(60);
  writer.y -= 10;
  writer.text(`For advice on your own fields, call ${site.tollFreePhone.display} (toll-free) or message us on WhatsApp at ${site.whatsapp.display}.`, {
    size: 10,
    color: colours.muted,
  });
}

/** Write `doc` to the public path `pdfUrl`. */
async function save(doc: PDFDocument, pdfUrl: string): Promise<void> {
  const file = path.join(publicDir, pdfUrl);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, await doc.save({ useObjectStreams: true }));
}

export async function buildArticlePdfs(): Promise<number> {
  let written = 0;
  for (const article of await getArticles()) {
    if (!article.summary || !article.pdfUrl.startsWith('/assets/')) continue;
    const { doc, fonts } = await newDocument(article.articleTitle, `${article.publicationName}, ${article.volume}`);
    const writer = bandedWriter(
      doc,
      fonts,
      article.publicationName,
      [article.volume, article.daysOfPublication ? formatDate(article.daysOfPublication) : ''].filter(Boolean).join('  |  '),
    );
    writer.text(article.articleTitle, { size: 20, font: fonts.bold, color: colours.forest, lineHeight: 1.25, after: 14 });
    for (const paragraph of article.summary) writer.text(paragraph, { size: 11.5, after: 10 });
    adviceLine(writer);
    await save(doc, article.pdfUrl);
    written += 1;
  }
  return written;
}

export async function buildMagazinePdfs(): Promise<number> {
  let written = 0;
  for (const magazine of await getMagazines()) {
    if (!magazine.contents || !magazine.pdfUrl.startsWith('/assets/')) continue;
    const { doc, fonts } = await newDocument(`${magazine.publicationName}: ${magazine.title}`, `${magazine.publicationName}, ${magazine.issue}`);
    const writer = bandedWriter(doc, fonts, magazine.publicationName, `${magazine.issue}  |  ${formatDate(magazine.issueDate)}`);
    writer.text(magazine.title, { size: 24, font: fonts.bold, color: colours.forest, lineHeight: 1.2, after: 10 });
    writer.text(magazine.description, { size: 12, color: colours.muted, after: 18 });
    for (const article of magazine.contents) {
      writer.ensure(80);
      writer.text(article.heading, { size: 15, font: fonts.bold, color: colours.leaf, lineHeight: 1.25, after: 8 });
      for (const paragraph of article.paragraphs) writer.text(paragraph, { size: 11.5, after: 10 });
      writer.y -= 8;
    }
    adviceLine(writer);
    await save(doc, magazine.pdfUrl);
    written += 1;
  }
  return written;
}

async function main() {
  const routes = writeTranslationRoutes(path.join(root, 'app'));
  const [articles, magazines] = [await buildArticlePdfs(), await buildMagazinePdfs()];
  const uploads = await copyUploadedImages(imageStoreFromEnv(), path.join(publicDir, UPLOADS_PATH));
  const brochures = await buildEcropBrochures(publicDir);
  // A changed cut has a new name: the folder is rewritten, so no stale font is published.
  rmSync(path.join(publicDir, 'fonts'), { recursive: true, force: true });
  for (const font of [...latinFonts, devanagariPageFont, devanagariSwitchFont]) {
    const file = path.join(publicDir, font.url);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, await subsetFont(readFileSync(font.source), font.text, { targetFormat: 'woff2', variationAxes: { wght: font.wght } }));
  }
  const proseBytes = await buildProseStyles();
  console.log(
    `Generated ${articles} article PDFs, ${magazines} magazine PDFs and ${brochures.map((file) => path.relative(root, file)).join(', ')}; cut the fonts into public/fonts; compiled the prose styles (${(proseBytes / 1024).toFixed(1)} KB); copied ${uploads} uploaded images; wrote ${routes.length} route files of the translations.`,
  );
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
