import { expect, test, type Page } from '@playwright/test';
import { HOVER_CLOSE_DELAY_MS } from '@/lib/constants';
import { contrast, waitForHydration } from './support';

/** Menu behaviour at 1366 px. */

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const servicesButton = (page: Page) => nav(page).getByRole('button', { name: 'Services' });
const productsButton = (page: Page) => nav(page).getByRole('button', { name: 'Products' });
const satelliteButton = (page: Page) => nav(page).getByRole('button', { name: 'Satellite Monitoring' });
const cropLink = (page: Page) => nav(page).getByRole('link', { name: 'Crop Monitoring' });

test.beforeEach(async ({ page }) => {
  await page.goto('/about/');
  // The dropdowns open on hover and focus by the page's script, which it fetches once it has painted.
  await waitForHydration(page);
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

test('a dropdown the pointer opened closes on Escape while focus is in the page, and focus stays there', async ({ page }) => {
  const heading = page.getByRole('heading', { level: 1 });
  await heading.click();
  await servicesButton(page).hover();
  await expect(servicesButton(page)).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(servicesButton(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(servicesButton(page)).not.toBeFocused();
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

test('the pointer can travel from Satellite Monitoring across to its panel, as a hand moves a mouse', async ({ page }) => {
  await servicesButton(page).hover();
  await satelliteButton(page).hover();
  const target = (await cropLink(page).boundingBox())!;
  // Small steps (a few pixels each): every point on the way must keep both panels open.
  await page.mouse.move(target.x + 12, target.y + target.height / 2, { steps: 80 });
  await expect(cropLink(page)).toBeVisible();
  await cropLink(page).click();
  await expect(page).toHaveURL(/\/crop-monitoring\/$/);
});

test('a diagonal path from the Satellite Monitoring label down to Fish Monitoring keeps both panels open', async ({ page }) => {
  // The page's clock stands still while the pointer travels, then moves on by the time a hand takes to cross
  // (well under the close delay); a busy test machine's slow mouse steps would otherwise stand in for the hand.
  await page.clock.install();
  await page.reload();
  await waitForHydration(page);
  await servicesButton(page).hover();
  await satelliteButton(page).hover();
  const fishLink = nav(page).getByRole('link', { name: 'Fish Monitoring' });
  const start = (await satelliteButton(page).boundingBox())!;
  const target = (await fishLink.boundingBox())!;
  await page.clock.pauseAt(Date.now() + 1_000);
  await page.mouse.move(start.x + 60, start.y + start.height / 2);
  // It crosses the entries below Satellite Monitoring (Kheti AI) before it reaches the panel.
  await page.mouse.move(target.x + 24, target.y + target.height / 2, { steps: 12 });
  await page.clock.runFor(HOVER_CLOSE_DELAY_MS / 2);
  await expect(fishLink).toBeVisible();
  await page.clock.resume();
  await fishLink.click();
  await expect(page).toHaveURL(/\/fish-monitoring\/$/);
});

test('the keyboard focus ring stands out (3:1) from the menu bar and from the white panel inside it', async ({ page }) => {
  const ringAgainst = async (name: string, surface: string) => {
    for (let presses = 0; presses < 40; presses++) {
      await page.keyboard.press('Tab');
      if ((await page.evaluate(() => document.activeElement?.textContent?.trim())) === name) break;
    }
    return page.evaluate((surfaceSelector) => {
      const focused = document.activeElement as HTMLElement;
      const background = focused.closest(surfaceSelector)!;
      return { ring: getComputedStyle(focused).outlineColor, surface: getComputedStyle(background).backgroundColor, visible: focused.matches(':focus-visible') };
    }, surface);
  };
  const onBar = await ringAgainst('About Us', 'nav');
  expect(onBar.visible).toBe(true);
  expect(contrast(onBar.ring, onBar.surface)).toBeGreaterThanOrEqual(3);
  // Focus on Services opens its panel; the next Tab is the panel's first entry, on white.
  const inPanel = await ringAgainst('Satellite Monitoring', 'ul');
  expect(contrast(inPanel.ring, inPanel.surface)).toBeGreaterThanOrEqual(3);
});

test('the skip link, the first Tab stop, has a ring that stands out (3:1) from its box and from whatever tops the page', async ({ page }) => {
  // The gold announcement bar on a content page; the dark banner on the offline page.
  for (const path of ['/', '/offline/']) {
    await page.goto(path);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    const { ring, box, halo, surface } = await skip.evaluate((link) => {
      const style = getComputedStyle(link);
      const rect = link.getBoundingClientRect();
      // What lies around the ring: the first painted surface under the point just outside the link that is not the link.
      // The halo is the box shadow's one opaque colour (Tailwind sets the others transparent).
      const under = document
        .elementsFromPoint(rect.left - 8, rect.top + rect.height / 2)
        .find((element) => element !== link && getComputedStyle(element).backgroundColor !== 'rgba(0, 0, 0, 0)');
      return {
        ring: style.outlineColor,
        box: style.backgroundColor,
        halo: (style.boxShadow.match(/rgba?\([^)]*\)/g) ?? []).find((colour) => !/,\s*0\)$/.test(colour)) ?? style.backgroundColor,
        surface: getComputedStyle(under ?? document.body).backgroundColor,
      };
    });
    // Two tones: a dark ring on the white box, inside a white halo; one of the two stands out from the surface.
    expect(contrast(ring, box)).toBeGreaterThanOrEqual(3);
    expect(contrast(ring, halo)).toBeGreaterThanOrEqual(3);
    expect(Math.max(contrast(ring, surface), contrast(halo, surface))).toBeGreaterThanOrEqual(3);
  }
});

test('the floating quick actions have a two-tone focus ring that stands out (3:1) over the page and over the footer', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const actions = page.getByRole('complementary').filter({ has: page.getByRole('button', { name: 'Give Feedback' }) });
  for (const scroll of ['top', 'bottom'] as const) {
    await page.evaluate((where) => window.scrollTo(0, where === 'top' ? 0 : document.body.scrollHeight), scroll);
    for (const action of [actions.getByRole('button', { name: 'Give Feedback' }), actions.getByRole('link', { name: /WhatsApp/ })]) {
      await action.focus();
      const { ring, halo, surface } = await action.evaluate((element) => {
        const style = getComputedStyle(element);
        const rect = element.getBoundingClientRect();
        // What lies beside the action, past its ring: the first painted surface left of it that is not the quick actions.
        const under = document
          .elementsFromPoint(rect.left - 12, rect.top + rect.height / 2)
          .find((found) => !found.closest('aside') && getComputedStyle(found).backgroundColor !== 'rgba(0, 0, 0, 0)');
        return {
          ring: style.outlineColor,
          halo: (style.boxShadow.match(/rgba?\([^)]*\)/g) ?? []).find((colour) => !/,\s*0\)$/.test(colour)) ?? style.backgroundColor,
          surface: getComputedStyle(under ?? document.body).backgroundColor,
        };
      });
      expect(contrast(ring, halo)).toBeGreaterThanOrEqual(3);
      expect(Math.max(contrast(ring, surface), contrast(halo, surface))).toBeGreaterThanOrEqual(3);
    }
  }
});
