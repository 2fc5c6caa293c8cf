import { expect, test, type Page } from '@playwright/test';
import { BRAND_FONTS_ATTRIBUTE, BRAND_FONTS_KEY } from '@/lib/brand-fonts';
import { interFont, jakartaFont } from '@/lib/fonts/latin';
import { waitForHydration } from './support';

/**
 * The brand's Latin fonts (lib/brand-fonts.ts): a reader's first page is set in the metric-matched
 * fallbacks and fetches nothing for them until it has hydrated; then it fetches them into the cache, and the
 * pages after it, opened by a link or loaded whole, are set in them from their first frame.
 */

const brandUrls = [interFont.url, jakartaFont.url];
const fontOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => getComputedStyle(element).fontFamily);
const marked = (page: Page) => page.evaluate((attribute) => document.documentElement.hasAttribute(attribute), BRAND_FONTS_ATTRIBUTE);
/** When each brand font's request started, and what it cost, from the page's resource timing. */
const brandFontTimings = (page: Page) =>
  page.evaluate(
    (urls) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => urls.some((url) => entry.name.endsWith(url)))
        .map((entry) => ({ startTime: entry.startTime, transferSize: (entry as PerformanceResourceTiming).transferSize })),
    brandUrls,
  );

test('a first page is set in the fallbacks and fetches the brand fonts only after its first paint, once hydrated', async ({ page, request }) => {
  const html = await (await request.get('/about/')).text();
  for (const url of brandUrls) expect(html, 'no preload of a brand font in the HTML').not.toContain(`<link rel="preload" href="${url}"`);

  await page.goto('/about/');
  expect(await marked(page)).toBe(false);
  expect(await fontOf(page, 'body')).toMatch(/^"Inter Fallback"/);
  expect(await fontOf(page, 'h1')).toMatch(/^"Plus Jakarta Sans Fallback"/);

  await waitForHydration(page);
  await page.waitForFunction((key) => localStorage.getItem(key) !== null, BRAND_FONTS_KEY, { timeout: 15_000 });
  expect(await page.evaluate((key) => localStorage.getItem(key), BRAND_FONTS_KEY)).toBe(brandUrls.join(' '));
  const firstPaint = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]!.startTime);
  const timings = await brandFontTimings(page);
  expect(timings).toHaveLength(2);
  for (const timing of timings) expect(timing.startTime).toBeGreaterThan(firstPaint);
  // Fetched for later: the page being read keeps the type it was painted in.
  expect(await marked(page)).toBe(false);
  expect(await fontOf(page, 'body')).toMatch(/^"Inter Fallback"/);
});

test('once fetched, the page a link opens and every page loaded after are set in the brand fonts', async ({ page }) => {
  await page.goto('/about/');
  await waitForHydration(page);
  await page.waitForFunction((key) => localStorage.getItem(key) !== null, BRAND_FONTS_KEY, { timeout: 15_000 });

  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page).toHaveURL(/\/policy\/$/);
  await expect(page.locator('html')).toHaveAttribute(BRAND_FONTS_ATTRIBUTE, '');
  expect(await fontOf(page, 'body')).toMatch(/^Inter, "Inter Fallback"/);
  expect(await fontOf(page, 'h1')).toMatch(/^"Plus Jakarta Sans", "Plus Jakarta Sans Fallback"/);
  // Loaded from the cache for the new page's first layout (the first page only fetched the files).
  await expect.poll(() => page.evaluate(() => document.fonts.check("1em 'Inter'") && document.fonts.check("1em 'Plus Jakarta Sans'"))).toBe(true);

  // A page loaded whole is marked by the head's script before it is parsed, and preloads the fonts from the cache.
  await page.goto('/ecrop/');
  expect(await marked(page)).toBe(true);
  const preloads = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')].map((link) => new URL(link.href).pathname));
  for (const url of brandUrls) expect(preloads).toContain(url);
  const timings = await brandFontTimings(page);
  expect(timings).toHaveLength(2);
  for (const timing of timings) expect(timing.transferSize, 'served from the cache').toBe(0);
  expect(await fontOf(page, 'h1')).toMatch(/^"Plus Jakarta Sans"/);
  await waitForHydration(page);
  expect(await marked(page)).toBe(true);
});
