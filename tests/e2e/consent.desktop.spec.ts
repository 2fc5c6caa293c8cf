import { expect, test } from '@playwright/test';
import { buildIsolatedSite, ISOLATED_BUILD_TIMEOUT_MS, type IsolatedSite } from '@/tests/support/isolated-build';

/**
 * The advertising pixel with consent (DPDP): a build with a pixel id. Nothing loads before 'Accept';
 * then the pixel loads and a PageView is tracked on start and on every route change. The pixel script
 * itself is stubbed (no network here).
 */
test.describe.configure({ mode: 'serial', timeout: 600_000 });

let site: IsolatedSite | undefined;
const PIXEL_ID = '112233445566778';

test.beforeAll(async () => {
  // Set in the hook, where it governs the hook: the build takes minutes.
  test.setTimeout(ISOLATED_BUILD_TIMEOUT_MS);
  site = await buildIsolatedSite('pixel-build', { NEXT_PUBLIC_PIXEL_ID: PIXEL_ID });
});

test.afterAll(async () => {
  await site?.server.close();
});

test('asks first, loads the pixel only after Accept, tracks PageViews, remembers the choice', async ({ page }) => {
  const pixelRequests: string[] = [];
  await page.route('https://connect.facebook.net/**', (route) => {
    pixelRequests.push(route.request().url());
    return route.fulfill({ contentType: 'application/javascript', body: 'window.__pixelScriptLoaded = true;' });
  });
  await page.goto(`${site!.baseUrl}/`);
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await expect(banner).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(pixelRequests).toEqual([]);
  expect(await page.evaluate(() => typeof window.fbq)).toBe('undefined');

  await banner.getByRole('button', { name: 'Accept' }).click();
  await expect(banner).toBeHidden();
  await expect.poll(() => pixelRequests.length).toBe(1);
  const queue = () => page.evaluate(() => (window.fbq?.queue ?? []).map((call) => call.join(' ')));
  await expect.poll(queue).toEqual([`init ${PIXEL_ID}`, 'track PageView']);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(/\/about\/$/);
  await expect.poll(queue).toEqual([`init ${PIXEL_ID}`, 'track PageView', 'track PageView']);

  await page.reload();
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden();
});

test('Decline loads nothing; Cookie settings in the footer reopens the choice', async ({ page }) => {
  const pixelRequests: string[] = [];
  await page.route('https://connect.facebook.net/**', (route) => {
    pixelRequests.push(route.request().url());
    return route.fulfill({ contentType: 'application/javascript', body: '' });
  });
  await page.goto(`${site!.baseUrl}/about/`);
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Decline' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Policy' }).click();
  await expect(page).toHaveURL(/\/policy\/$/);
  expect(pixelRequests).toEqual([]);
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
});
