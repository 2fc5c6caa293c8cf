import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { decompress } from 'wawoff2';
import { site } from '@/content/site';
import { paletteColour } from '@/lib/palette';

/*
 * `npx tsx scripts/logo-wordmark.ts`: writes the brand name into the two logos (public/assets/art/logo.svg
 * and logo-light.svg) as outlines of Plus Jakarta Sans ExtraBold, the headings' typeface. An SVG shown as an
 * <img> cannot use the page's web fonts: as <text>, the wordmark fell back to the system's sans-serif, and on
 * a first visit the browser searched the system's fonts for Plus Jakarta Sans inside the image, a layout of
 * 20-150 ms on this machine before the page's first paint. Run it when the brand name or the mark changes.
 */

const ROOT = path.join(__dirname, '..');
const JAKARTA = path.join(ROOT, 'node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2');
/** The wordmark's two tones: the brand name split after its first word part. */
const [FIRST, SECOND] = ['Harit', 'Sat'];
const WEIGHT = 800;
const FONT_SIZE = 28;
const LETTER_SPACING = -0.4;
/** Where the wordmark starts, right of the 40-unit mark, and its baseline, in the logo's 48-unit-high box. */
const LEFT = 53;
const BASELINE = 34;
const RIGHT_MARGIN = 4;

/** The two tones of each logo: the palette's (app/theme.css), and plain white on the footer's dark green. */
const LOGOS = [
  { file: 'public/assets/art/logo.svg', first: paletteColour('forest-900'), second: paletteColour('leaf-700') },
  { file: 'public/assets/art/logo-light.svg', first: '#FFFFFF', second: paletteColour('gold-400') },
];

async function main() {
  // harfbuzzjs is an ES module that awaits its WebAssembly at the top level: it cannot be required.
  const { Blob, Buffer, Face, Font, shape, Variation } = await import('harfbuzzjs');
  if (FIRST + SECOND !== site.brand) throw new Error(`The wordmark's parts (${FIRST}, ${SECOND}) do not spell the brand, ${site.brand}.`);
  const face = new Face(new Blob(await decompress(readFileSync(JAKARTA))));
  const font = new Font(face);
  font.setVariations([new Variation('wght', WEIGHT)]);
  const scale = FONT_SIZE / face.upem;
  const text = new Buffer();
  text.addText(site.brand);
  text.guessSegmentProperties();
  shape(font, text);

  // Each glyph's outline moved to its place on the line, in font units (y up); letter-spacing after each.
  const outlines = { first: '', second: '' };
  let pen = 0;
  for (const glyph of text.getGlyphInfosAndPositions()) {
    let coordinate = 0;
    const placed = font
      .glyphToPath(glyph.codepoint)
      .replace(/-?\d+(?:\.\d+)?/g, (value) => String(Math.round(Number(value) + (coordinate++ % 2 === 0 ? pen + (glyph.xOffset ?? 0) : 0))));
    outlines[glyph.cluster < FIRST.length ? 'first' : 'second'] += placed;
    pen += (glyph.xAdvance ?? 0) + LETTER_SPACING / scale;
  }
  const width = Math.ceil(LEFT + pen * scale + RIGHT_MARGIN);

  for (const { file, first, second } of LOGOS) {
    const full = path.join(ROOT, file);
    const svg = readFileSync(full, 'utf8');
    const mark = /<g transform="translate\(4 4\) scale\(1\.25\)">[\s\S]*?<\/g>/.exec(svg)?.[0];
    if (!mark) throw new Error(`${file}: the mark (its first <g>) is missing.`);
    const wordmark = `<g transform="translate(${LEFT} ${BASELINE}) scale(${+scale.toFixed(6)} ${-scale.toFixed(6)})"><path fill="${first}" d="${outlines.first}"/><path fill="${second}" d="${outlines.second}"/></g>`;
    writeFileSync(full, `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="48" viewBox="0 0 ${width} 48">${mark}${wordmark}</svg>\n`);
    console.log(`${file}: ${width} × 48`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
