import { expect, test, type Page } from '@playwright/test';
import { dedicatedSlugs, hrefOf, pagePath } from '@/lib/routes';
import { shippedPages } from '@/tests/support/local-pages';
import { documentLoads, sitePages, waitForHydration } from './support';

/*
 * Most of each page is kept as prerendered when it hydrates (components/ui/static-html.tsx): React adopts
 * the HTML of its static sections and footer blocks without creating anything for them. A page whose
 * client render disagreed with its HTML would show it here as a hydration error in the console.
 */

/** The console's errors and the page's uncaught exceptions while `run` runs. */
async function errorsDuring(page: Page, run: () => Promise<void>): Promise<string[]> {
  const errors: string[] = [];
  const onConsole = (message: { type(): string; text(): string }) => {
    if (message.type() === 'error') errors.push(message.text());
  };
  const onPageError = (error: Error) => errors.push(error.message);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  await run();
  page.off('console', onConsole);
  page.off('pageerror', onPageError);
  return errors;
}

test('every page hydrates without an error, in both languages', async ({ page }) => {
  test.setTimeout(300_000);
  const hindi = shippedPages('hi').filter((page) => page.slug !== dedicatedSlugs.notFound);
  const paths = [...sitePages.map(({ path }) => path), ...hindi.map((page) => hrefOf(pagePath(page.slug, 'hi')))];
  const failures: Record<string, string[]> = {};
  for (const path of paths) {
    const errors = await errorsDuring(page, async () => {
      await page.goto(path);
      await waitForHydration(page);
    });
    if (errors.length > 0) failures[path] = errors;
  }
  expect(failures).toEqual({});
});

test("a link in a page's kept HTML is followed client-side, and the next page renders whole", async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const loads = documentLoads(page);
  const link = page.getByRole('main').locator('a[href="/crop-monitoring/"]').first();
  await link.click();
  await expect(page).toHaveURL(/\/crop-monitoring\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Check every field's health from space, all season");
  // Rendered by React this time, not adopted: every section of the page is there.
  await expect(page.getByRole('main').locator('section[aria-labelledby]').first()).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  expect(loads).toEqual([]);
});

/*
 * Going back to a page after a visit to a page with another layout, React renders the page afresh from its
 * payload: what its kept blocks held comes back whole, and their links still navigate client-side.
 */
test('the kept HTML comes back whole on going back to the page', async ({ page }) => {
  const footerLine = 'Accessibility';
  await page.goto('/about/');
  await waitForHydration(page);
  const texts = () => Promise.all(['main', 'header', 'footer'].map((selector) => page.locator(selector).innerText()));
  const before = await texts();
  const loads = documentLoads(page);
  // The contact page has the minimal layout: no site header or footer, so theirs unmount.
  await page.getByRole('main').locator('a[href="/contact/"]').first().click();
  await expect(page).toHaveURL(/\/contact\/$/);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/about\/$/);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  expect(await texts()).toEqual(before);
  await page.getByRole('contentinfo').getByRole('link', { name: footerLine }).click();
  await expect(page).toHaveURL(/\/accessibility\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(loads).toEqual([]);
});

test('a link to the other language from kept HTML loads that language’s document', async ({ page }) => {
  await page.goto('/hi/');
  await waitForHydration(page);
  const loads = documentLoads(page);
  // The footer's links to pages that have no Hindi translation.
  const englishOnly = page.getByRole('contentinfo').locator('a[hreflang="en"]');
  expect(await englishOnly.count()).toBeGreaterThan(0);
  const target = await englishOnly.first().getAttribute('href');
  await englishOnly.first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  expect(loads).toEqual([target]);
});

test('a page paints before it fetches its scripts, and then hydrates (scripts/scripts-after-paint.ts)', async ({ page }) => {
  await page.goto('/about/');
  await waitForHydration(page);
  const { firstPaint, chunkFetchStarts } = await page.evaluate(() => {
    // The first frame painted (the loader waits for one), at the paint's own time where the browser gives
    // it; the presentation time, later, otherwise.
    const paint = performance.getEntriesByName('first-paint')[0] as (PerformanceEntry & { paintTime?: number }) | undefined;
    return {
      firstPaint: paint ? (paint.paintTime ?? paint.startTime) : null,
      chunkFetchStarts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/_next/static/chunks/'))
        .map((entry) => entry.startTime),
    };
  });
  expect(firstPaint).not.toBeNull();
  expect(chunkFetchStarts.length).toBeGreaterThan(0);
  expect(Math.min(...chunkFetchStarts)).toBeGreaterThanOrEqual(firstPaint!);
});
