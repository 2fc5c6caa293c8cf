import { expect, test } from '@playwright/test';
import { copyrightLine } from '@/content/site';
import { en } from '@/content/i18n/en';

test('the footer lists offices, partners, nine flags, seven socials and the copyright line', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const kind of ['Corporate Office', 'Registered Office', 'City Office']) await expect(footer.getByText(kind, { exact: true })).toBeVisible();
  await expect(footer.getByRole('img', { name: /Deccan Farmers FPC/ })).toBeVisible();
  const flags = footer.getByRole('region', { name: /Satellite projects delivered/ }).getByRole('img');
  await expect(flags).toHaveCount(9);
  for (const country of ['India', 'Brazil', 'France', 'UAE', 'Russia', 'Israel', 'Indonesia', 'South Africa', 'Vietnam']) {
    await expect(footer.getByRole('img', { name: country, exact: true })).toBeVisible();
  }
  const socials = footer.getByRole('region', { name: /on social media/ }).getByRole('link');
  await expect(socials).toHaveCount(7);
  for (const link of await socials.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await expect(footer.getByText(copyrightLine(new Date().getFullYear(), en.shell.copyright))).toBeVisible();
});

test('every link and button of the footer is at least 24 px tall, so a thumb can take it', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const controls = footer.locator('a, button');
  expect(await controls.count()).toBeGreaterThan(20);
  const short = await controls.evaluateAll((elements) =>
    elements
      .filter((element) => element.getClientRects().length > 0)
      .map((element) => ({ name: element.textContent?.trim() || element.getAttribute('aria-label'), height: element.getBoundingClientRect().height }))
      .filter(({ height }) => height < 24),
  );
  expect(short).toEqual([]);
});
