import { expect, test, type Page, type Route } from '@playwright/test';
import { en } from '@/content/i18n/en';
import { CHUNK_LOAD_TIMEOUT_MS } from '@/lib/constants';
import { STUCK_AFTER_MS } from '@/components/layout/stuck-page-fallback';
import { documentLoads, waitForHydration } from './support';

/**
 * A click on an internal link always ends on its page. When the client navigation cannot finish, because
 * a code chunk the target needs or the target's RSC payload fails, answers 404 or hangs, the browser
 * loads the target's static HTML instead (Next itself for the payload's failures, lib/navigation-rescue.ts
 * for the chunks' and for anything that hangs). Without a failure, the click stays a client navigation.
 *
 * The link: the header's cart link, on the about page, to the buy page, which is the one page whose code
 * (the shop) no other page loads.
 */
const FROM = '/about/';
const TARGET = '/buy-product/';
const LINK_HREF = '/buy-product/#cart';
const TARGET_H1 = 'Order our devices and plans';

/** The script chunks the target page needs that the page we start from has not loaded. */
async function chunksOnlyTheTargetNeeds(page: Page): Promise<string[]> {
  const [payload, from] = await Promise.all([page.request.get(`${TARGET}index.txt`), page.request.get(FROM)]);
  const fromHtml = await from.text();
  const needed = new Set((await payload.text()).match(/\/_next\/static\/chunks\/[\w.-]+\.js/g));
  return [...needed].filter((chunk) => !fromHtml.includes(chunk));
}

/** The target's RSC payload: its per-segment prefetch files and its full `index.txt`, `?_rsc=` or not. */
const isTargetPayload = (url: URL) => url.pathname.startsWith(TARGET) && url.pathname.endsWith('.txt');

type Failure = 'abort' | '404' | 'hang';

/*
 * A failure answers half a second late, as over a slow network. Answered at once, a page's <script> tag
 * can fail before the bundler's loader listens to it, and then the chunk never arrives for the page at all
 * (the page would wait forever to hydrate; components/layout/stuck-page-fallback.tsx ends the wait); late,
 * the loader sees the failure and throws to the root (app/global-error.tsx). Which one happens depends on
 * the machine's speed, so the page-load tests take both.
 */
const FAILURE_DELAY_MS = 500;

/** Makes the requests `matches` picks fail as `failure` says, `delayMs` late; counts them. */
async function failRequests(page: Page, matches: (url: URL) => boolean, failure: Failure, delayMs = FAILURE_DELAY_MS) {
  const failed: string[] = [];
  await page.route('**/*', async (route: Route) => {
    const url = new URL(route.request().url());
    if (!matches(url)) return route.fallback();
    failed.push(url.pathname);
    if (failure !== 'hang') await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (failure === 'abort') return route.abort('failed');
    if (failure === '404') return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
    // 'hang': never answered, like a request stuck on a dead connection.
    return undefined;
  });
  return failed;
}

async function clickCartLink(page: Page) {
  await page.locator(`header a[href="${LINK_HREF}"]`).click();
}

/**
 * The start page, loaded, idle and hydrated. Hydrated, not just idle: a click before React listens is the
 * browser's own full load (on a busy machine the network can idle before the page has hydrated), so it
 * would test nothing of the client navigation's failures.
 */
async function openStartPage(page: Page) {
  await page.goto(FROM);
  await page.waitForLoadState('networkidle');
  await waitForHydration(page);
}

/** From the start page, follows the link and expects the target to arrive as one full page load; the loads seen. */
async function followLinkToOneFullLoad(page: Page): Promise<string[]> {
  await openStartPage(page);
  const loads = documentLoads(page);
  await clickCartLink(page);
  await expectTargetPage(page);
  await expect.poll(() => loads).toEqual([TARGET]);
  return loads;
}

/*
 * A failed chunk is tried twice, each failure half a second late, before the full load starts: on a busy
 * machine (two browsers on two cores) that and the full load itself can take longer than expect's 5 s.
 */
const ARRIVAL_TIMEOUT_MS = 15_000;

async function expectTargetPage(page: Page) {
  await expect(page).toHaveURL(new RegExp(`^[^?#]+${LINK_HREF}$`), { timeout: ARRIVAL_TIMEOUT_MS });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TARGET_H1);
}

test('without a failure, following a link is a client navigation: no document is loaded', async ({ page }) => {
  await openStartPage(page);
  const loads = documentLoads(page);
  await clickCartLink(page);
  await expectTargetPage(page);
  await expect(page.locator('#cart')).toBeAttached();
  expect(loads).toEqual([]);
});

for (const failure of ['abort', '404'] as const) {
  test(`a script chunk the target needs that fails (${failure}) ends in a full load of the target`, async ({ page }) => {
    const chunks = await chunksOnlyTheTargetNeeds(page);
    expect(chunks.length).toBeGreaterThan(0);
    // The chunks stay broken for the full load too: the page's HTML is still the page, and it does not reload itself.
    const failed = await failRequests(page, (url) => chunks.includes(url.pathname), failure);
    const loads = await followLinkToOneFullLoad(page);
    expect(failed.length).toBeGreaterThan(0);
    await page.waitForTimeout(1_000);
    expect(loads).toEqual([TARGET]);
    await expectTargetPage(page);
  });

  test(`the target's RSC payload that fails (${failure}) ends in a full load of the target`, async ({ page }) => {
    const failed = await failRequests(page, isTargetPayload, failure);
    await followLinkToOneFullLoad(page);
    expect(failed.some((path) => path.startsWith(TARGET))).toBe(true);
  });
}

for (const failure of ['abort', '404'] as const) {
  for (const [when, delayMs] of [
    ['late', FAILURE_DELAY_MS],
    ['at once', 0],
  ] as const) {
    test(`a page whose own code fails (${failure}, ${when}) while it loads becomes the page as it reads without scripts, not an error screen`, async ({ page }) => {
      const chunks = await chunksOnlyTheTargetNeeds(page);
      const failed = await failRequests(page, (url) => chunks.includes(url.pathname), failure, delayMs);
      const loads = documentLoads(page);
      await page.goto(LINK_HREF);
      await expect.poll(() => failed.length).toBeGreaterThan(0);
      // 'Give Feedback' becomes the link to the feedback page once the error reaches the root (after the loader's
      // retry) or the page is found stuck; and the main menu is shown, on a phone too.
      await expect(page.getByRole('complementary', { name: en.shell.quickHelp }).getByRole('link', { name: en.shell.giveFeedback })).toHaveAttribute('href', '/feedback/', {
        timeout: STUCK_AFTER_MS + 5_000,
      });
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' })).toBeVisible();
      await expectTargetPage(page);
      await expect(page.getByRole('heading', { name: 'This page couldn’t load' })).toHaveCount(0);
      // It does not reload itself.
      expect(loads).toEqual([TARGET]);
    });
  }
}

/*
 * A request that hangs is bounded by the chunk load timeout, 120 s. The page's clock is Playwright's, so
 * the test moves it on instead of waiting: the production value itself is what runs out.
 */
for (const [what, pick] of [
  ['a script chunk the target needs', 'chunks'],
  ["the target's RSC payload", 'payload'],
] as const) {
  test(`${what} that hangs: 'Loading' is shown, and after the chunk load timeout the target loads whole`, async ({ page }) => {
    const chunks = pick === 'chunks' ? await chunksOnlyTheTargetNeeds(page) : [];
    if (pick === 'chunks') expect(chunks.length).toBeGreaterThan(0);
    const failed = await failRequests(page, pick === 'chunks' ? (url) => chunks.includes(url.pathname) : isTargetPayload, 'hang');
    await page.clock.install();
    await page.goto(FROM);
    // The link is followed client-side once the page has hydrated (before that, the browser follows it).
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(TARGET_H1);
    const loads = documentLoads(page);
    await clickCartLink(page);
    await expect(page.getByRole('status').filter({ hasText: en.shell.loading })).toBeVisible();
    await expect.poll(() => failed.length).toBeGreaterThan(0);

    // The installed clock also runs on with real time (a second or more on a busy machine), so the checks
    // stand 10 s either side of the timeout.
    await page.clock.fastForward(CHUNK_LOAD_TIMEOUT_MS - 10_000);
    await page.waitForTimeout(500);
    expect(loads).toEqual([]);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(TARGET_H1);
    await page.clock.fastForward(20_000);
    await expectTargetPage(page);
    await expect.poll(() => loads).toEqual([TARGET]);
  });
}
