import { expect, test } from '@playwright/test';
import { browsablePages } from './support';

/**
 * A crawl of the built site from the home page: every internal link, image, stylesheet and script on
 * every page reached answers 200. (The site check of `npm run check:site` goes further: anchors,
 * canonical and hreflang targets, HTML validity.)
 */
test('no internal link of the site answers 404', async ({ request, baseURL }) => {
  test.setTimeout(180_000);
  const origin = new URL(baseURL!).origin;
  const pages = ['/'];
  const seen = new Set(pages);
  const broken: string[] = [];
  let checked = 0;
  for (let i = 0; i < pages.length; i += 1) {
    const from = pages[i]!;
    const response = await request.get(from);
    if (response.status() !== 200) {
      broken.push(`${from} → ${response.status()}`);
      continue;
    }
    if (!(response.headers()['content-type'] ?? '').includes('text/html')) continue;
    const html = await response.text();
    for (const [, raw] of html.matchAll(/\s(?:href|src)="([^"]+)"/g)) {
      const url = new URL(raw!.replace(/&amp;/g, '&'), `${origin}${from}`);
      if (url.origin !== origin) continue;
      const target = url.pathname;
      if (seen.has(target)) continue;
      seen.add(target);
      if (target.endsWith('/')) {
        pages.push(target);
      } else {
        const asset = await request.get(target, { maxRedirects: 0 });
        checked += 1;
        if (asset.status() !== 200) broken.push(`${target} (linked from ${from}) → ${asset.status()}`);
      }
    }
  }
  console.log(`Crawled ${pages.length} pages and ${checked} other files.`);
  // Every page a visitor browses to is reached from the home page through the menus and links.
  for (const { path } of browsablePages) expect(pages).toContain(path);
  expect(broken).toEqual([]);
});
