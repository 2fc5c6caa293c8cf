import { expect, test, type Page } from '@playwright/test';
import { QUIET_AFTER_LOAD_MS } from '@/lib/analytics/when-idle';

/**
 * Every page reports its web vitals to the intake (/api/vitals). The report's code waits until the page
 * is idle or the reader acts (lib/analytics/when-idle.ts); its observers are buffered, so the first paint
 * and the time to first byte are still reported.
 */

/**
 * The vitals the page sends to /api/vitals, as it sends them. They go by navigator.sendBeacon, whose body
 * Playwright's request events do not carry, so the page's sendBeacon is wrapped to keep a copy first.
 */
async function vitalsSent(page: Page): Promise<() => Promise<Array<Record<string, unknown>>>> {
  await page.addInitScript(() => {
    const sent: string[] = [];
    (window as unknown as { vitalsSent: string[] }).vitalsSent = sent;
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, body) => {
      if (new URL(String(url), location.href).pathname === '/api/vitals' && body instanceof Blob) void body.text().then((text) => sent.push(text));
      return send(url, body);
    };
  });
  return async () => (await page.evaluate(() => (window as unknown as { vitalsSent: string[] }).vitalsSent)).map((text) => JSON.parse(text) as Record<string, unknown>);
}

test('the web vitals are reported once the reader scrolls, not before', async ({ page }) => {
  const sent = await vitalsSent(page);
  await page.goto('/about/');
  await page.waitForLoadState('load');
  await page.waitForTimeout(1_000);
  expect(await sent()).toEqual([]);
  await page.mouse.wheel(0, 400);
  await expect.poll(async () => (await sent()).map((metric) => metric.name)).toEqual(expect.arrayContaining(['FCP', 'TTFB']));
  const fcp = (await sent()).find((metric) => metric.name === 'FCP')!;
  expect(Object.keys(fcp).sort()).toEqual(['id', 'name', 'navigationType', 'page', 'rating', 'value']);
  expect(fcp.page).toBe('/about/');
  expect(fcp.value).toBeGreaterThan(0);
});

test('the web vitals are reported when the page has been quiet a while, without the reader doing anything', async ({ page }) => {
  const sent = await vitalsSent(page);
  await page.goto('/about/');
  await expect.poll(async () => (await sent()).map((metric) => metric.name), { timeout: QUIET_AFTER_LOAD_MS + 10_000 }).toEqual(expect.arrayContaining(['FCP', 'TTFB']));
});
