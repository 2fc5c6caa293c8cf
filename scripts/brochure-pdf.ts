import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ECROP_BROCHURE_PATH } from '@/lib/constants';
import { ecropBrochurePath } from '@/lib/brochure';
import { DEFAULT_LANG, LANGS, type Lang } from '@/lib/i18n';
import { loadEcropBrochureContent } from './pdf/brochure-content';
import { loadBrochureNote } from './pdf/brochure-note';
import { drawEcropBrochure } from './pdf/brochure-layout';

/**
 * The eCrop product brochure (`npx tsx scripts/brochure-pdf.ts`, and part of `npm run assets`): four A4 pages
 * drawn with the PDF layout kit from the /ecrop page's own content (pdf/brochure-content.ts), so the brochure
 * cannot drift from the site. Each translation's copy opens with a note in its language (pdf/brochure-note.ts).
 * Vector shapes only, no raster images, and fixed document dates: the output is byte-for-byte deterministic.
 */

export { ECROP_BROCHURE_PATH };

const root = path.resolve(__dirname, '..');

/**
 * Build the eCrop brochure from the eCrop page content and write it to `outFile`; in a translation, the copy
 * that opens with a note in that language (false where the language has no eCrop page, so no brochure).
 */
export async function buildEcropBrochure(outFile: string, lang: Lang = DEFAULT_LANG): Promise<boolean> {
  const note = lang === DEFAULT_LANG ? undefined : await loadBrochureNote(lang);
  if (lang !== DEFAULT_LANG && !note) return false;
  const doc = await drawEcropBrochure(await loadEcropBrochureContent(), note);
  mkdirSync(path.dirname(outFile), { recursive: true });
  writeFileSync(outFile, await doc.save({ useObjectStreams: true }));
  return true;
}

/** Every language's brochure under `publicDir` (at ecropBrochurePath); returns the files written. */
export async function buildEcropBrochures(publicDir: string): Promise<string[]> {
  const written: string[] = [];
  for (const lang of LANGS) {
    const file = path.join(publicDir, ecropBrochurePath(lang));
    if (await buildEcropBrochure(file, lang)) written.push(file);
  }
  return written;
}

/** `tsx scripts/brochure-pdf.ts [PUBLIC_DIR]`: every language's brochure, under public/ unless told. */
async function main() {
  const publicDir = path.resolve(process.argv[2] ?? path.join(root, 'public'));
  for (const file of await buildEcropBrochures(publicDir)) console.log(`Generated ${path.relative(process.cwd(), file)}.`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
