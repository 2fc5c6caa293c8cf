import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';

/**
 * `npx tsx scripts/app-icons.ts`: the PNG icons of the web app manifest (app/manifest.ts) and the iPhone
 * home-screen icon, drawn from the favicon, app/icon.svg (the logo's mark on its rounded square), with
 * Debian's Chromium, then stored with a palette (sharp's libimagequant): a flat mark in a few colours needs no
 * 32-bit pixels, and the files are less than half the size (the 192 px icon 9.0 → 4.1 KB), which matters
 * because a phone fetches the manifest and an icon as soon as a page has loaded. The PNGs are committed; run
 * this again after changing the mark.
 * - icon-192.png and icon-512.png: the mark as it is ("any" purpose);
 * - icon-maskable-512.png: the mark on a full-bleed square, inside the central 80% that every phone's mask keeps;
 * - app/apple-icon.png (180 px): full-bleed too, since iOS rounds the corners itself.
 */
const root = path.resolve(__dirname, '..');
const favicon = readFileSync(path.join(root, 'app/icon.svg'), 'utf8');
const [, inner = ''] = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(favicon) ?? [];
// The mark without its rounded square: everything after the first <rect>.
const background = /<rect[^>]*fill="([^"]+)"[^>]*\/>/.exec(inner);
if (!background) throw new Error('app/icon.svg: expected the mark on a <rect>');
const mark = inner.replace(background[0], '');
const colour = background[1]!;

const rounded = (size: number) => `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">${inner}</svg>`;
/** The 32-unit mark scaled to `share` of a full-bleed square. */
const fullBleed = (size: number, share: number) => {
  const offset = (32 * (1 - share)) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32"><rect width="32" height="32" fill="${colour}"/><g transform="translate(${offset} ${offset}) scale(${share})">${mark}</g></svg>`;
};

const icons: Array<{ file: string; size: number; svg: string }> = [
  { file: 'public/assets/icons/icon-192.png', size: 192, svg: rounded(192) },
  { file: 'public/assets/icons/icon-512.png', size: 512, svg: rounded(512) },
  { file: 'public/assets/icons/icon-maskable-512.png', size: 512, svg: fullBleed(512, 0.78) },
  { file: 'app/apple-icon.png', size: 180, svg: fullBleed(180, 0.86) },
];

async function main() {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    for (const icon of icons) {
      const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
      await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block}</style>${icon.svg}`);
      const drawn = await page.screenshot({ omitBackground: true });
      await sharp(drawn).png({ palette: true, quality: 100, compressionLevel: 9, effort: 10 }).toFile(path.join(root, icon.file));
      await page.close();
      console.log(`${icon.file} (${icon.size} px)`);
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
