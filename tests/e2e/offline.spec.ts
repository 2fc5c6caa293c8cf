import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { SectionOf } from '@/lib/content/schema';
import { OFFLINE_CACHES } from '@/lib/offline';
import { en } from '@/content/i18n/en';
import { hi } from '@/content/i18n/hi';
import { controlled, fillBrochure, openBrochure, storedRecords, uniqueEmail as unique } from './support';

/** The service worker: pages read offline, the offline page for the others, and updates that take over. */
test.use({ serviceWorkers: 'allow' });

const offlineDocument = (file: string) => JSON.parse(readFileSync(path.join(process.cwd(), 'content/pages', file), 'utf8')) as { sections: Array<{ type: string }> };
const english = offlineDocument('offline.json');
const hindi = offlineDocument('offline.hi.json');
const marathi = offlineDocument('offline.mr.json');
const headingOf = (document: typeof english) => (document.sections[0] as SectionOf<'banner'>).heading;
const savedTitleOf = (document: typeof english) => (document.sections.find((section) => section.type === 'savedPages') as SectionOf<'savedPages'>).title;

test('the worker controls the page after one reload, from /sw.js with no-cache', async ({ page, request }) => {
  await controlled(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
  expect((await request.get('/sw.js')).headers()['cache-control']).toBe('no-cache');
});

test("the home page's scripts, which it adds after its first paint, are precached when the worker installs", async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  const chunks = (await page.locator('script[data-chunks-after-paint]').getAttribute('data-chunks-after-paint'))!.split(' ');
  expect(chunks.length).toBeGreaterThan(5);
  // The page's own first load went past the worker (it did not control it yet): only the install can have cached these.
  const precached = await page.evaluate(async () => {
    const names = (await caches.keys()).filter((name) => name.includes('precache'));
    const urls = await Promise.all(names.map(async (name) => (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname)));
    return urls.flat();
  });
  expect(precached).toEqual(expect.arrayContaining(chunks));
});

test('a page read online reads offline', async ({ page, context }) => {
  await controlled(page);
  await page.goto('/ecrop/');
  const heading = await page.getByRole('heading', { level: 1 }).innerText();
  await expect
    .poll(() => page.evaluate(async (name) => (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname), OFFLINE_CACHES.pages))
    .toContain('/ecrop/');
  await context.setOffline(true);
  await page.goto('/ecrop/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the first page a reader opens, before the worker existed, reads offline too', async ({ page, context }) => {
  await page.goto('/about/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  const heading = await page.getByRole('heading', { level: 1 }).innerText();
  await expect
    .poll(() => page.evaluate(async (name) => (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname), OFFLINE_CACHES.pages))
    .toContain('/about/');
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
});

test('the offline page fills its saved list in place: no layout shift while it reads the cache', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { layoutShift: number }).layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>) (window as unknown as { layoutShift: number }).layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/offline/');
  const emptyNote = (english.sections.find((section) => section.type === 'savedPages') as SectionOf<'savedPages'>).empty;
  await expect(page.getByRole('region', { name: savedTitleOf(english) }).getByText(emptyNote)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBeLessThan(0.001);
});

test('a page never read shows the offline page, in its language, with the saved pages', async ({ page, context }) => {
  await controlled(page);
  await page.goto('/skywatch/');
  await expect.poll(() => page.evaluate(async (name) => (await (await caches.open(name)).keys()).length, OFFLINE_CACHES.pages)).toBeGreaterThan(0);
  await context.setOffline(true);
  await page.goto('/about/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf(english));
  const saved = page.getByRole('region', { name: savedTitleOf(english) });
  await expect(saved.getByRole('link', { name: /SkyWatch/ })).not.toHaveAttribute('lang');
  await saved.getByRole('link', { name: /SkyWatch/ }).click();
  await expect(page).toHaveURL(/\/skywatch\/$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(headingOf(english));
  await page.goto('/hi/ecoloo/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf(hindi));
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('link', { name: 'होम पेज पर जाएँ' })).toHaveAttribute('href', '/hi/');
  // The saved English page says it is in English, and carries its language for screen readers.
  const savedInHindi = page.getByRole('region', { name: savedTitleOf(hindi) }).getByRole('link', { name: /SkyWatch/ });
  await expect(savedInHindi).toContainText(hi.shell.englishOnly);
  await expect(savedInHindi).toHaveAttribute('lang', 'en');
  // Every translation has its own offline page, precached.
  await page.goto('/mr/ecoloo/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf(marathi));
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
});

test("a new deploy's worker takes over, and the site is not stuck on the old one", async ({ page }) => {
  await controlled(page);
  const before = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
  // The next deploy: /sw.js answers with a different worker (the browser fetches it past every cache).
  const worker = path.join(process.cwd(), 'out', 'sw.js');
  const original = readFileSync(worker);
  const next = Buffer.concat([original, Buffer.from('\n// the next deploy\n')]);
  const twins = [`${worker}.br`, `${worker}.gz`].filter((file) => existsSync(file));
  const originals = twins.map((file) => readFileSync(file));
  try {
    writeFileSync(worker, next);
    for (const file of twins) writeFileSync(file, file.endsWith('.br') ? brotliCompressSync(next) : gzipSync(next));
    const changed = page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          navigator.serviceWorker.addEventListener('controllerchange', () => resolve(navigator.serviceWorker.controller?.state ?? ''), { once: true });
          void navigator.serviceWorker.getRegistration().then((registration) => registration?.update());
        }),
    );
    // The new worker controls the open page at once (skipWaiting, clientsClaim): no reload, no stale build.
    expect(await changed).toMatch(/activating|activated/);
  } finally {
    writeFileSync(worker, original);
    twins.forEach((file, index) => writeFileSync(file, originals[index]!));
  }
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(before);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('offline, a saved brochure request still offers the brochure this device kept', async ({ page, context }) => {
  await controlled(page, '/ecrop/');
  const dialog = await openBrochure(page);
  const pdf = '/assets/brochures/ecrop-brochure.pdf';
  // Opened once before (the worker keeps PDFs once opened).
  await page.evaluate(async (url) => void (await fetch(url)).arrayBuffer(), pdf);
  await expect.poll(() => page.evaluate(async (url) => Boolean(await caches.match(url)), pdf)).toBe(true);
  await fillBrochure(page, unique('offline-pdf'));
  await context.setOffline(true);
  await dialog.getByRole('button', { name: 'Get the Brochure' }).click();
  await expect(dialog.getByRole('heading', { name: en.forms.savedOfflineTitle })).toBeVisible();
  await expect(dialog.getByRole('link', { name: en.forms.brochureDownload })).toHaveAttribute('href', pdf);
});

test("offline, 'Give Feedback' opens its form on a page read online (its code was precached), and the feedback arrives once the network returns", async ({ page, context }) => {
  await controlled(page, '/skywatch/');
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Give Feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Feedback Form' });
  await expect(dialog.getByLabel('Your message')).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await dialog.getByRole('radio', { name: /3 of 5/ }).check({ force: true });
  const message = `Read the SkyWatch page offline ${Date.now()}`;
  await dialog.getByLabel('Your message').fill(message);
  await dialog.getByRole('button', { name: 'Send Feedback' }).click();
  await expect(dialog.getByRole('heading', { name: en.forms.savedOfflineTitle })).toBeVisible();

  await context.setOffline(false);
  await expect.poll(() => storedRecords('feedback').filter((record) => record.payload.message === message).length, { timeout: 15_000 }).toBe(1);
  // Whichever delivered it, the page or the service worker, the dialog now thanks instead of saying saved.
  await expect(dialog.getByRole('heading', { name: en.forms.feedbackThanks })).toBeFocused();
});

test('offline, the brochure form opens on a product page read online, its code fetched while the page was idle', async ({ page, context }) => {
  await controlled(page, '/ecrop/');
  // The page's own idle callbacks run first (first asked, first run), so the form's code has been asked for
  // by then; it is kept once its script has arrived and no further one comes.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5_000 })));
  const scriptsArrived = () => page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/_next/static/chunks/')).length);
  let before = -1;
  await expect
    .poll(
      async () => {
        const now = await scriptsArrived();
        const settled = now === before;
        before = now;
        return settled;
      },
      { intervals: [500] },
    )
    .toBe(true);
  await context.setOffline(true);
  const dialog = await openBrochure(page);
  await expect(dialog.getByRole('button', { name: 'Get the Brochure' })).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
});
