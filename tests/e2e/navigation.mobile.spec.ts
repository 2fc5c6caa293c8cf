import { expect, test, type Page } from '@playwright/test';

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
  await footer.getByRole('button', { name: 'View More' }).click();
  await expect(about).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/crop-monitoring/');
  await expect(footer.getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/ecrop/');
  await footer.getByRole('button', { name: 'Hide Sections' }).click();
  await expect(about).toBeHidden();
});
