import { mkdirSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';

/**
 * Screenshots of pages and menu states at 390 px and 1366 px, for people to look at.
 * Usage: npm start (in another shell), then `npx tsx scripts/screenshots.ts [path ...]`.
 * Writes reports/screenshots/*.png. BASE_URL overrides http://127.0.0.1:3000.
 */
const baseUrl = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const outDir = 'reports/screenshots';
const widths = [390, 1366] as const;
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/about/', '/sustainability/', '/policy/', '/contact/', '/missing-page/'];

function fileName(path: string, width: number, state = 'page') {
  const slug = path.replace(/\//g, '-').replace(/^-|-$/g, '') || 'home';
  return `${outDir}/${slug}-${state}-${width}.png`;
}

/** Scroll through the page so lazy images load before a full-page shot. */
async function loadLazyImages(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
}

async function menuStates(page: Page, width: number) {
  await page.goto(`${baseUrl}/about/`);
  if (width >= 1020) {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Satellite Monitoring' }).click();
    await page.screenshot({ path: fileName('/header', width, 'services-open'), clip: { x: 0, y: 0, width, height: 720 } });
  } else {
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' }).click();
    await page.screenshot({ path: fileName('/header', width, 'mobile-menu'), fullPage: false });
  }
  await page.goto(`${baseUrl}/about/`);
  const footer = page.getByRole('contentinfo');
  const toggle = footer.getByRole('button', { name: 'View More' });
  if (await toggle.isVisible()) await toggle.click();
  await footer.scrollIntoViewIfNeeded();
  await loadLazyImages(page);
  await footer.screenshot({ path: fileName('/footer', width, 'open') });
}

async function main() {
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: width < 1020 ? 844 : 900 }, deviceScaleFactor: 1 });
    for (const path of paths) {
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      await loadLazyImages(page);
      await page.screenshot({ path: fileName(path, width), fullPage: true });
    }
    await menuStates(page, width);
    await page.close();
  }
  await browser.close();
  console.log(`Screenshots written to ${outDir}/`);
}

void main();
