import { expect, test } from '@playwright/test';
import { en } from '@/content/i18n/en';

/**
 * A hover right after load opens the dropdown, ten times in ten: before the page hydrates the stylesheet
 * opens it, and from its first render the script opens it for a pointer already resting there
 * (components/layout/nav-dropdown.tsx). No slowdown: a desktop as it is.
 */
const TRIES = 10;

test(`a hover on Services right after load opens its dropdown, ${TRIES} of ${TRIES} times`, async ({ page }) => {
  test.setTimeout(90_000);
  const nav = page.getByRole('navigation', { name: en.shell.mainMenu });
  const services = nav.getByRole('button', { name: 'Services' });
  for (let attempt = 0; attempt < TRIES; attempt++) {
    await page.mouse.move(5, 5);
    await page.goto('/about/', { waitUntil: 'load' });
    await services.hover();
    await expect(nav.getByRole('link', { name: 'Farm Boundary' })).toBeVisible({ timeout: 3_000 });
    // And the script, once it runs, keeps it open and says so.
    await expect(services).toHaveAttribute('aria-expanded', 'true', { timeout: 3_000 });
  }
});
