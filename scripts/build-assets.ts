import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { site } from '@/content/site';
import { LocalSource } from '@/lib/content/local';
import { articleSchema, parseDocument } from '@/lib/content/schema';
import { formatDate } from '@/lib/format';
import { A4, brandFooterLine, colours, FlowWriter, footer, MARGIN, newDocument, winAnsi } from '@/lib/pdf/layout';
import { buildEcropBrochure, ECROP_BROCHURE_PATH } from './brochure-pdf';

/**
 * Files the build generates from content/ before `next build` (and that git therefore ignores):
 * the PDF of every shipped More Reads article under public/assets/articles/, and the eCrop brochure
 * under public/assets/brochures/ (scripts/brochure-pdf.ts).
 */
const root = path.resolve(__dirname, '..');

export async function buildArticlePdfs(outDir = path.join(root, 'public', 'assets', 'articles')): Promise<number> {
  mkdirSync(outDir, { recursive: true });
  const documents = await new LocalSource(path.join(root, 'content')).list('articles');
  let written = 0;
  for (const { id, data } of documents) {
    const article = parseDocument(articleSchema, data, 'articles', id);
    if (!article.summary || !article.pdfUrl.startsWith('/assets/articles/')) continue;
    const { doc, fonts } = await newDocument(article.articleTitle, `${article.publicationName}, ${article.volume}`);
    const writer = new FlowWriter(doc, fonts, (page, pageNumber) => {
      page.drawRectangle({ x: 0, y: A4.height - 86, width: A4.width, height: 86, color: colours.forest });
      page.drawRectangle({ x: 0, y: A4.height - 90, width: A4.width, height: 4, color: colours.gold });
      page.drawText(winAnsi(article.publicationName), { x: MARGIN, y: A4.height - 46, size: 18, font: fonts.bold, color: colours.white });
      page.drawText(winAnsi([article.volume, article.daysOfPublication ? formatDate(article.daysOfPublication) : ''].filter(Boolean).join('  |  ')), { x: MARGIN, y: A4.height - 68, size: 10, font: fonts.regular, color: colours.gold });
      footer(page, pageNumber, fonts, brandFooterLine());
      return A4.height - 120;
    });
    writer.text(article.articleTitle, { size: 20, font: fonts.bold, color: colours.forest, lineHeight: 1.25, after: 14 });
    for (const paragraph of article.summary) writer.text(paragraph, { size: 11.5, after: 10 });
    writer.ensure(60);
    writer.y -= 10;
    writer.text(`For advice on your own fields, call ${site.tollFreePhone.display} (toll-free) or message us on WhatsApp at ${site.whatsapp.display}.`, { size: 10, color: colours.muted });
    writeFileSync(path.join(outDir, `${id}.pdf`), await doc.save({ useObjectStreams: true }));
    written += 1;
  }
  return written;
}

async function main() {
  const articles = await buildArticlePdfs();
  const brochure = path.join(root, 'public', ECROP_BROCHURE_PATH);
  await buildEcropBrochure(brochure);
  console.log(`Generated ${articles} article PDFs and ${path.relative(root, brochure)}.`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
