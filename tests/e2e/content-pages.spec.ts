import { expect, test, type Page } from '@playwright/test';
import { contrast, jsonLdNodes, SITE_URL, waitForHydration } from './support';

/** Service and product pages built from content documents. */

const contentPages = [
  { path: '/crop-monitoring/', type: 'Service' },
  { path: '/fish-monitoring/', type: 'Service' },
  { path: '/ecrop/', type: 'Product' },
  { path: '/ecrop-for-coffee/', type: 'Product' },
  { path: '/ecoloo/', type: 'Product' },
  { path: '/skywatch/', type: 'Product' },
  { path: '/biosense/', type: 'Product' },
] as const;

const section = (page: Page, id: string) => page.locator(`section#${id}`);
/** The section whose h2 matches, wherever it sits in the page. */
const sectionTitled = (page: Page, title: string | RegExp) => page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: title }) });

for (const { path, type } of contentPages) {
  test(`${path} carries its ${type} structured data`, async ({ page }) => {
    await page.goto(path);
    const data = (await jsonLdNodes(page)).find((node) => node['@type'] === type);
    if (type === 'Product') {
      expect(data?.offers).toMatchObject({ price: '0', priceCurrency: 'INR' });
      expect(data).toMatchObject({
        category: expect.any(String),
        image: expect.stringContaining('/assets/'),
        url: `${SITE_URL}${path}`,
        description: expect.any(String),
        audience: { geographicArea: { name: 'India' } },
      });
    } else {
      expect(data).toMatchObject({ serviceType: expect.any(String), audience: { geographicArea: { name: 'India' } }, areaServed: { name: 'India' }, url: `${SITE_URL}${path}` });
    }
  });
}

test('crop monitoring: 12 feature tiles, 5 feature cards, 8 key parameters, FAQ of 5', async ({ page }) => {
  await page.goto('/crop-monitoring/');
  const sections = page.locator('main section:not([data-listen-skip])');
  await expect(sections.nth(1).getByRole('heading', { level: 3 })).toHaveCount(12);
  await expect(sections.nth(1).getByRole('heading', { level: 3 }).first()).toHaveText('High-Resolution Imagery');
  await expect(sections.nth(1).getByRole('heading', { level: 3 }).last()).toHaveText('Evapotranspiration');
  await expect(sections.nth(2).getByRole('article')).toHaveCount(5);
  await expect(sections.nth(3).getByRole('listitem')).toHaveCount(8);
  await expect(section(page, 'faq').locator('details')).toHaveCount(5);
});

test('the FAQ starts closed, opens one item at a time, and a second click closes it', async ({ page }) => {
  await page.goto('/crop-monitoring/');
  const faq = section(page, 'faq');
  await expect(faq.getByRole('heading', { level: 2 })).toHaveText('Frequently Asked Questions');
  await expect(faq.locator('img')).toHaveCount(1);
  const items = faq.locator('details');
  await expect(faq.locator('details[open]')).toHaveCount(0);
  await items.nth(0).locator('summary').click();
  await expect(items.nth(0)).toHaveAttribute('open', '');
  await items.nth(2).locator('summary').click();
  await expect(items.nth(2)).toHaveAttribute('open', '');
  await expect(faq.locator('details[open]')).toHaveCount(1);
  await items.nth(2).locator('summary').click();
  await expect(faq.locator('details[open]')).toHaveCount(0);
  // Keyboard: focus a question and press Enter.
  await items.nth(1).locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(items.nth(1)).toHaveAttribute('open', '');
});

test('fish monitoring: AIS, VMS and satellite imagery cards, a coverflow carousel of 4 with pagination and arrows', async ({ page }) => {
  await page.goto('/fish-monitoring/');
  const cards = page.locator('main section:not([data-listen-skip])').nth(1).getByRole('article');
  await expect(cards).toHaveCount(3);
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText(['AIS Tracking', 'VMS Monitoring', 'Satellite Imagery']);
  const carousel = page.locator('[aria-roledescription="carousel"]');
  await expect(carousel.locator('.swiper-slide')).toHaveCount(4);
  // Swiper comes when the carousel nears the screen.
  await carousel.scrollIntoViewIfNeeded();
  await expect(page.locator('.swiper-initialized.swiper-coverflow')).toHaveCount(1);
  // Once swiper moves the strip it is no longer a scroll region, so it leaves the tab order.
  await expect(carousel.locator('.swiper-wrapper')).not.toHaveAttribute('tabindex');
  const bullets = page.getByRole('button', { name: /^Go to slide \d$/ });
  await expect(bullets).toHaveCount(4);
  await page.getByRole('button', { name: 'Next slide' }).click();
  await expect(carousel.locator('.swiper-slide-active')).toHaveAttribute('aria-label', '2 of 4');
  await bullets.nth(3).click();
  await expect(carousel.locator('.swiper-slide-active')).toHaveAttribute('aria-label', '4 of 4');
  await page.getByRole('button', { name: 'Previous slide' }).click();
  await expect(carousel.locator('.swiper-slide-active')).toHaveAttribute('aria-label', '3 of 4');
  await expect(section(page, 'faq').locator('details')).toHaveCount(5);
});

test('eCrop: six quantities, a Brochure button, a 7-slide carousel that advances by itself, 10 acres, 5 June 2024', async ({ page }) => {
  await page.goto('/ecrop/');
  await expect(page.locator('main section:not([data-listen-skip])').nth(1).getByRole('heading', { level: 3 })).toHaveText([
    'Soil Moisture',
    'Temperature',
    'Humidity',
    'Soil Nutrient',
    'Light Intensity',
    'Rainfall',
  ]);
  const brochure = page.getByRole('button', { name: /Brochure/ }).first();
  await expect(brochure).toBeVisible();
  expect(await brochure.evaluate((el) => el.tagName)).toBe('BUTTON');
  await expect(page.locator('.swiper-slide')).toHaveCount(7);
  await page.locator('[aria-roledescription="carousel"]').scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: /^Go to slide \d$/ })).toHaveCount(7);
  // The arrows, the seven dots and the pause button share one line, at 390 px too.
  const controls = page.locator('.carousel-controls').first().getByRole('button');
  const middles = await controls.evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect()).map((box) => box.top + box.height / 2));
  expect(middles).toHaveLength(10);
  expect(Math.max(...middles) - Math.min(...middles)).toBeLessThan(2);
  const active = page.locator('.swiper-slide-active');
  await page.mouse.move(0, 0);
  const first = await active.getAttribute('aria-label');
  await expect(active).not.toHaveAttribute('aria-label', first ?? '', { timeout: 4500 });
  await expect(page.getByRole('heading', { level: 2, name: /Agro-Advisory/ })).toBeVisible();
  await expect(section(page, 'faq')).toContainText('One eCrop device covers 10 acres');
  await expect(page.locator('main')).toContainText('5 June 2024');
});

test('the eCrop slideshow can be paused, and does not move under reduced motion', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  // Playwright's clock: the slideshow's timers run forward on demand, without waiting in real time.
  await page.clock.install();
  await page.goto('/ecrop/');
  await page.locator('[aria-roledescription="carousel"]').scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  const active = page.locator('.swiper-slide-active');
  const first = await active.getAttribute('aria-label');
  await page.clock.runFor(3 * 3000);
  await expect(active).toHaveAttribute('aria-label', first ?? '');
  await context.close();
});

test('eCrop for coffee: the Challenge / Solution / Gain table, five benefit cards and the claims', async ({ page }) => {
  await page.goto('/ecrop-for-coffee/');
  const table = page.getByRole('table').first();
  await expect(table.getByRole('columnheader')).toHaveText(['Challenge', 'The eCrop Solution', "The Grower's Gain"]);
  const main = page.locator('main');
  for (const claim of ['40% lower water use', '35% lower crop loss', '75%', '7th largest producer', 'Smarter', 'Sustainable', 'Profitable', 'Transparent'])
    await expect(main).toContainText(claim);
  const benefits = page
    .locator('main section')
    .filter({ has: page.getByRole('article') })
    .first()
    .getByRole('article');
  await expect(benefits).toHaveCount(5);
});

test('Ecoloo: 3 benefit cards, a timeline of 5, three tabs operable by keyboard, FAQ of 5', async ({ page }) => {
  await page.goto('/ecoloo/');
  await expect(page.locator('main section:not([data-listen-skip])').nth(1).getByRole('article')).toHaveCount(3);
  await expect(page.locator('main ol').first().locator(':scope > li')).toHaveCount(5);
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveText(['Our uniqueness', 'Unique benefits', 'Environmental benefits']);
  await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toHaveCount(1);
  // The arrow keys are the script's: wait for the page to hydrate.
  await waitForHydration(page);
  await tabs.nth(0).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(1)).toBeFocused();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Unique benefits' })).toBeVisible();
  await tabs.nth(2).click();
  await expect(page.getByRole('tabpanel', { name: 'Environmental benefits' })).toBeVisible();
  await expect(section(page, 'faq').locator('details')).toHaveCount(5);
});

test('SkyWatch: what it measures, where it is used, how data reaches you, FAQ', async ({ page }) => {
  await page.goto('/skywatch/');
  await expect(sectionTitled(page, 'What SkyWatch measures')).toHaveCount(1);
  await expect(sectionTitled(page, 'Where it is used')).toHaveCount(1);
  await expect(sectionTitled(page, 'How data reaches you')).toHaveCount(1);
  await expect(section(page, 'faq').locator('details')).toHaveCount(5);
});

test('Biosense: the six measurements, micronutrients, a Soil Health Card on mobile, and the lab comparison table', async ({ page }) => {
  await page.goto('/biosense/');
  await expect(page.locator('main section:not([data-listen-skip])').nth(1).getByRole('heading', { level: 3 })).toHaveText([
    'N (Nitrate)',
    'K (Potassium)',
    'P (Phosphate)',
    'pH',
    'Organic Carbon',
    'EC',
  ]);
  await expect(page.locator('main')).toContainText(/micronutrient/i);
  await expect(page.getByRole('heading', { level: 2, name: /Soil Health Card/ })).toBeVisible();
  const comparison = page.getByRole('table', { name: /Lab testing versus Biosense/ });
  await expect(comparison.getByRole('row', { name: /Time to result/ })).toContainText('15 days');
  await expect(comparison.getByRole('row', { name: /Time to result/ })).toContainText('5 mins');
  await expect(comparison.getByRole('row', { name: /Cost per test/ })).toContainText('Rs 750');
  await expect(comparison.getByRole('row', { name: /Cost per test/ })).toContainText('Rs 250');
  // Wider than a small phone, the table scrolls in its own box, which the keyboard can reach and scroll.
  await page.setViewportSize({ width: 320, height: 640 });
  const box = page.getByRole('region', { name: /Lab testing versus Biosense/ });
  await box.focus();
  await expect(box).toBeFocused();
  expect(await box.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeGreaterThan(0);
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
});

test('carousel slides stay readable with JavaScript off', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/fish-monitoring/');
  const slides = page.locator('.swiper-slide');
  await expect(slides).toHaveCount(4);
  await slides.nth(3).scrollIntoViewIfNeeded();
  await expect(slides.nth(3)).toBeInViewport();
  await page.goto('/ecoloo/');
  await expect(page.locator('[role="tabpanel"]').nth(2)).toBeVisible();
  await context.close();
});

test('the carousels scroll with the keyboard before swiper takes over: the scroll region is focusable in the HTML', async ({ request }) => {
  for (const path of ['/ecrop/', '/fish-monitoring/']) {
    const html = await (await request.get(path)).text();
    expect(html).toMatch(/class="swiper-wrapper" tabindex="0"/);
  }
});

test('in forced colours (a Windows contrast theme) the chosen tab, the current page, the carousel dots and solid buttons still show', async ({ page }) => {
  // Forced colours drop fills and shadows; whatever a fill alone drew must come back in system colours.
  await page.emulateMedia({ forcedColors: 'active' });
  const style = (locator: ReturnType<Page['locator']>, property: 'backgroundColor' | 'color' | 'borderTopWidth', pseudo?: string) =>
    locator.evaluate((element, [name, part]) => getComputedStyle(element, part)[name as 'color'], [property, pseudo ?? null] as const);

  await page.goto('/ecoloo/');
  const tabs = page.getByRole('tab');
  const chosen = tabs.first();
  await expect(chosen).toHaveAttribute('aria-selected', 'true');
  const [chosenFill, chosenText, otherFill] = [await style(chosen, 'backgroundColor'), await style(chosen, 'color'), await style(tabs.nth(1), 'backgroundColor')];
  expect(chosenFill).not.toBe(otherFill);
  expect(contrast(chosenFill, chosenText)).toBeGreaterThanOrEqual(4.5);

  await page.goto('/more-reads/');
  const pages = page.getByRole('navigation', { name: 'More Reads pages' }).getByRole('link');
  const current = pages.and(page.locator('[aria-current="page"]'));
  expect(await style(current, 'backgroundColor')).not.toBe(await style(pages.filter({ hasNotText: /^1$/ }).first(), 'backgroundColor'));

  await page.goto('/fish-monitoring/');
  const canvas = await style(page.locator('body'), 'backgroundColor');
  await page.locator('[aria-roledescription="carousel"]').scrollIntoViewIfNeeded();
  const dots = page.getByRole('button', { name: /^Go to slide \d$/ });
  await expect(dots).toHaveCount(4);
  for (const dot of await dots.all()) expect(contrast(await style(dot, 'backgroundColor', '::before'), canvas)).toBeGreaterThanOrEqual(3);

  await page.goto('/');
  expect(parseFloat(await style(page.locator('main .btn-accent').first(), 'borderTopWidth'))).toBeGreaterThanOrEqual(1);
});
