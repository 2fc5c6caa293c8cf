import { expect, test, type Page } from '@playwright/test';
import { EARLY_TAP_PENDING_ATTRIBUTE } from '@/lib/early-tap';
import { delayPageScripts, hydrationMark, waitForHydration } from './support';

/** Menu and footer behaviour at 390 px. */

const toggle = (page: Page) => page.getByRole('button', { name: /menu/i });
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.beforeEach(async ({ page }) => {
  await page.goto('/about/');
});

test('the menu collapses behind a toggle that opens and closes it', async ({ page }) => {
  await expect(toggle(page)).toBeVisible();
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(nav(page).getByRole('link', { name: 'Policy' })).toBeHidden();
  await toggle(page).click();
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(nav(page).getByRole('link', { name: 'Policy' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Green GDP' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: '+91 22 4890 1200' })).toBeVisible();
  await toggle(page).click();
  await expect(nav(page).getByRole('link', { name: 'Policy' })).toBeHidden();
});

test('dropdowns in the mobile menu open on tap, one at a time, and close on a second tap', async ({ page }) => {
  await toggle(page).click();
  const services = nav(page).getByRole('button', { name: 'Services' });
  const products = nav(page).getByRole('button', { name: 'Products' });
  await services.click();
  await expect(services).toHaveAttribute('aria-expanded', 'true');
  const satellite = nav(page).getByRole('button', { name: 'Satellite Monitoring' });
  await satellite.click();
  await expect(nav(page).getByRole('link', { name: 'Fish Monitoring' })).toBeVisible();
  await products.click();
  await expect(products).toHaveAttribute('aria-expanded', 'true');
  await expect(services).toHaveAttribute('aria-expanded', 'false');
  await products.click();
  await expect(products).toHaveAttribute('aria-expanded', 'false');
});

test('Escape closes the mobile menu and returns focus to the toggle', async ({ page }) => {
  await toggle(page).click();
  await nav(page).getByRole('link', { name: 'Policy' }).focus();
  await page.keyboard.press('Escape');
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle(page)).toBeFocused();
});

test('a tap outside closes the mobile menu', async ({ page }) => {
  await toggle(page).click();
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await page.getByRole('contentinfo').click({ position: { x: 10, y: 10 } });
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
});

test('growing past 1020 px resets the menus', async ({ page }) => {
  await toggle(page).click();
  await nav(page).getByRole('button', { name: 'Services' }).click();
  await page.setViewportSize({ width: 1200, height: 844 });
  await expect(nav(page).getByRole('button', { name: 'Services' })).toHaveAttribute('aria-expanded', 'false');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(nav(page).getByRole('link', { name: 'Policy' })).toBeHidden();
});

test("the footer's Explore links hide behind 'View More' / 'Hide Sections'", async ({ page }) => {
  const footer = page.getByRole('contentinfo');
  const about = footer.getByRole('link', { name: 'About us' });
  await expect(about).toBeHidden();
  // The toggle is the script's.
  await waitForHydration(page);
  await footer.getByRole('button', { name: 'View More' }).click();
  await expect(about).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/crop-monitoring/');
  await expect(footer.getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/ecrop/');
  await footer.getByRole('button', { name: 'Hide Sections' }).click();
  await expect(about).toBeHidden();
});

/*
 * The HTML is already collapsed, as the hydrated footer is: the policy links below the Explore links do not
 * move when the page hydrates, so a tap aimed at them before then lands on them after.
 */
test("the footer's links below Explore stay where they are when the page hydrates", async ({ page }) => {
  await delayPageScripts(page);
  await page.goto('/about/', { waitUntil: 'domcontentloaded' });
  const policy = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' });
  await policy.scrollIntoViewIfNeeded();
  // Where it is in the page, and on the screen: neither changes.
  const place = () => policy.evaluate((link) => ({ inPage: link.getBoundingClientRect().top + window.scrollY, onScreen: link.getBoundingClientRect().top }));
  const before = await place();
  await waitForHydration(page);
  expect(await place()).toEqual(before);
});

test('a page loaded at a #section stays there when it hydrates', async ({ page }) => {
  await page.goto('/about/#what-we-do');
  await waitForHydration(page);
  await expect(page.locator('#what-we-do')).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test('a tap on the menu toggle before the scripts have started opens the menu once they have', async ({ page }) => {
  await delayPageScripts(page);
  await page.goto('/about/', { waitUntil: 'domcontentloaded' });
  await toggle(page).click();
  // The toggle shows it took the tap while the page is still without its scripts.
  await expect(toggle(page)).toHaveAttribute(EARLY_TAP_PENDING_ATTRIBUTE, '');
  await expect(hydrationMark(page)).toHaveCount(0);
  // The scripts come 3 s late, and hydrate on a busy machine after that.
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true', { timeout: 15_000 });
  await expect(toggle(page)).not.toHaveAttribute(EARLY_TAP_PENDING_ATTRIBUTE);
  await expect(nav(page).getByRole('link', { name: 'Policy' })).toBeVisible();
});
