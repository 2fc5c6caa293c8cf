import { expect, test, type Page } from '@playwright/test';

/** Menu behaviour at 1366 px. */

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const servicesButton = (page: Page) => nav(page).getByRole('button', { name: 'Services' });
const productsButton = (page: Page) => nav(page).getByRole('button', { name: 'Products' });
const satelliteButton = (page: Page) => nav(page).getByRole('button', { name: 'Satellite Monitoring' });
const cropLink = (page: Page) => nav(page).getByRole('link', { name: 'Crop Monitoring' });

test.beforeEach(async ({ page }) => {
  await page.goto('/about/');
});

test('shows the spec menu items, the external buttons and the assistance line', async ({ page }) => {
  const topLevel = nav(page).locator(':scope > div > ul > li > a, :scope > div > ul > li > button');
  await expect(topLevel).toHaveText(['About Us', 'Services', 'Products', 'Sustainability', 'Blog', 'Policy', 'More Reads']);
  for (const name of ['Agri News', 'Green GDP', 'UN SDGs']) {
    const link = page
      .getByRole('banner')
      .getByRole('link', { name: new RegExp(name) })
      .first();
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('target', '_blank');
  }
  await expect(page.getByRole('banner').getByRole('link', { name: '+91 22 4890 1200' }).first()).toHaveAttribute('href', 'tel:+912248901200');
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
});

test('dropdowns open on hover and close when the pointer leaves', async ({ page }) => {
  await servicesButton(page).hover();
  await expect(servicesButton(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(nav(page).getByRole('link', { name: 'Farm Boundary' })).toBeVisible();
  await satelliteButton(page).hover();
  await expect(cropLink(page)).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Fish Monitoring' })).toBeVisible();
  await page.mouse.move(5, 5);
  await expect(servicesButton(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(cropLink(page)).toBeHidden();
});

test('the Services menu lists every service in the spec', async ({ page }) => {
  await servicesButton(page).click();
  const expected = [
    'Farm Boundary',
    'Kheti AI',
    'Ecrop For Coffee',
    'Regenerative Agriculture',
    'Product Traceability',
    'Crop Advisory',
    'Wildfire Solution',
    'Agri Insurance',
    'Agri Loan',
    'Agri Drone',
    'Krishak Bazar',
    'Agristack',
    'Crop Consultancy',
    'Sustainable Farming Solutions',
    'Technology Integration',
  ];
  for (const name of expected) await expect(nav(page).getByRole('link', { name, exact: true })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Kheti AI' })).toHaveAttribute('href', '/kheti-ai/');
});

test('clicking a dropdown keeps it open; clicking it again closes it', async ({ page }) => {
  await servicesButton(page).click();
  await expect(servicesButton(page)).toHaveAttribute('aria-expanded', 'true');
  await servicesButton(page).click();
  await expect(servicesButton(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(nav(page).getByRole('link', { name: 'Farm Boundary' })).toBeHidden();
});

test('the sub-dropdown toggles on click too', async ({ page }) => {
  await servicesButton(page).click();
  await satelliteButton(page).click();
  await expect(satelliteButton(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(cropLink(page)).toBeVisible();
  await satelliteButton(page).click();
  await expect(satelliteButton(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(cropLink(page)).toBeHidden();
});

test('only one top-level dropdown is open at a time', async ({ page }) => {
  await servicesButton(page).click();
  await productsButton(page).click();
  await expect(productsButton(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(servicesButton(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(nav(page).getByRole('link', { name: 'SkyWatch' })).toBeVisible();
});

test('a click outside resets every menu', async ({ page }) => {
  await servicesButton(page).click();
  await satelliteButton(page).click();
  await page.mouse.click(20, 800);
  await expect(servicesButton(page)).toHaveAttribute('aria-expanded', 'false');
  await servicesButton(page).click();
  await expect(satelliteButton(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(cropLink(page)).toBeHidden();
});

test('keyboard focus opens a dropdown, Escape closes it and returns focus', async ({ page }) => {
  await nav(page).getByRole('link', { name: 'About Us' }).focus();
  await page.keyboard.press('Tab');
  await expect(servicesButton(page)).toBeFocused();
  await expect(servicesButton(page)).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(satelliteButton(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(cropLink(page)).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(cropLink(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(satelliteButton(page)).toBeFocused();
  await expect(cropLink(page)).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(servicesButton(page)).toBeFocused();
  await expect(servicesButton(page)).toHaveAttribute('aria-expanded', 'false');
});

test('moving keyboard focus out of a dropdown closes it', async ({ page }) => {
  const about = nav(page).getByRole('link', { name: 'About Us' });
  await about.focus();
  await page.keyboard.press('Tab');
  await expect(servicesButton(page)).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Shift+Tab');
  await expect(about).toBeFocused();
  await expect(servicesButton(page)).toHaveAttribute('aria-expanded', 'false');
});

test("the current page's link is marked", async ({ page }) => {
  await expect(nav(page).getByRole('link', { name: 'About Us' })).toHaveAttribute('aria-current', 'page');
  await expect(nav(page).getByRole('link', { name: 'Policy' })).not.toHaveAttribute('aria-current', 'page');
  await page.goto('/policy/');
  await expect(nav(page).getByRole('link', { name: 'Policy' })).toHaveAttribute('aria-current', 'page');
});

test('the footer shows its Explore links without a toggle', async ({ page }) => {
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('button', { name: 'View More' })).toBeHidden();
  await expect(footer.getByRole('link', { name: 'About us' })).toBeVisible();
});
