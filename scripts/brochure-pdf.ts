import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ECROP_BROCHURE_PATH } from '@/lib/constants';
import { loadEcropBrochureContent } from './pdf/brochure-content';
import { drawEcropBrochure } from './pdf/brochure-layout';

/**
 * The eCrop product brochure (`npx tsx scripts/brochure-pdf.ts`, and part of `npm run assets`): four A4 pages
 * drawn with the PDF layout kit from the /ecrop page's own content (pdf/brochure-content.ts), so the brochure
 * cannot drift from the site. Standard fonts and vector shapes only: no raster images, and the fixed document
 * dates make the output byte-for-byte deterministic.
 */

export { ECROP_BROCHURE_PATH };

const root = path.resolve(__dirname, '..');

/** Build the eCrop brochure from the eCrop page content and write it to `outFile`. */
export async function buildEcropBrochure(outFile: string): Promise<void> {
  const doc = await drawEcropBrochure(await loadEcropBrochureContent());
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
