import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { buildIsolatedSite, ISOLATED_BUILD_TIMEOUT_MS, type IsolatedSite } from '@/tests/support/isolated-build';
import { EMULATOR_PROJECT, loadRules, resetEmulator, startEmulator, stopEmulator, type RunningEmulator } from '@/tests/support/firestore-emulator';
import { emulatorDb, localDocuments, seed } from '@/tests/support/seed-firestore';
import { pageCollections } from '@/lib/content/source';
import { site as brand } from '@/content/site';

/**
 * A full `next build` from a seeded Firestore emulator (60 articles, 30 posts): every post page is built,
 * More Reads has seven pages, and each collection is read a bounded number of times however many pages
 * the build makes. The build runs in a copy of the app under reports/ so the main out/ stays untouched.
 */
test.describe.configure({ mode: 'serial', timeout: 600_000 });

const root = process.cwd();
const work = path.join(root, 'reports', 'firestore-build');
const readLog = path.join(root, 'reports', 'firestore-build-reads.log');
let emulator: RunningEmulator;
let site: IsolatedSite | undefined;
let baseUrl = '';

const POSTS = 30;
const ARTICLES = 60;

function seededPosts() {
  const template = localDocuments('posts')[0]!.data;
  return Array.from({ length: POSTS }, (_, i) => ({
    id: `seeded-post-${String(i + 1).padStart(2, '0')}`,
    data: { ...template, title: `Seeded post ${i + 1}`, sortedDate: new Date(Date.UTC(2026, 0, 1 + i)).toISOString() },
  }));
}

/** A service that exists only in Firestore: an editor's new page. */
const FIRESTORE_ONLY = { slug: 'soil-carbon-mapping', label: 'Soil Carbon Mapping' };
function firestoreOnlyService() {
  const template = localDocuments('services').find((doc) => doc.id === 'agri-loan')!.data;
  return { id: FIRESTORE_ONLY.slug, data: { ...template, slug: FIRESTORE_ONLY.slug, label: FIRESTORE_ONLY.label, menus: [{ menu: 'services', order: 145 }] } };
}

function seededArticles() {
  const ours = Array.from({ length: ARTICLES }, (_, i) => ({
    id: `seeded-article-${String(i + 1).padStart(2, '0')}`,
    data: {
      publicationName: `${brand.brand} Field Notes`,
      articleTitle: `Seeded article ${i + 1}`,
      volume: `Vol. 9, Issue ${i + 1}`,
      ...(i % 10 === 3 ? {} : { daysOfPublication: new Date(Date.UTC(2021, 0, 1 + i * 20)).toISOString() }),
      pdfUrl: `https://storage.googleapis.com/newsletters/seeded-article-${i + 1}.pdf`,
      categoryId: 'Newsletter',
      publisher: brand.brand,
      sortedDate: new Date(Date.UTC(2021, 0, 1 + i * 20)).toISOString(),
    },
  }));
  const others = [
    { id: 'seeded-press', data: { ...ours[0]!.data, categoryId: 'Press', articleTitle: 'Seeded press release' } },
    { id: 'seeded-partner', data: { ...ours[0]!.data, publisher: 'Deccan Farmers FPC', articleTitle: 'Seeded partner bulletin' } },
  ];
  return [...ours, ...others];
}

test.beforeAll(async () => {
  // Set in the hook, where it governs the hook: the build takes minutes.
  test.setTimeout(ISOLATED_BUILD_TIMEOUT_MS);
  rmSync(readLog, { force: true });
  mkdirSync(path.dirname(readLog), { recursive: true });
  emulator = await startEmulator();
  await resetEmulator(emulator.host);
  const db = emulatorDb(emulator.host);
  for (const collection of pageCollections) await seed(db, collection, localDocuments(collection));
  await seed(db, 'services', [firestoreOnlyService()]);
  await seed(db, 'magazines', localDocuments('magazines'));
  await seed(db, 'posts', seededPosts());
  await seed(db, 'articles', seededArticles());

  // The pages' live refresh reads the same emulator, as a visitor's browser would: held to firestore.rules.
  await loadRules(emulator.host);
  process.env.NEXT_PUBLIC_FIRESTORE_EMULATOR_HOST = emulator.host;
  site = await buildIsolatedSite('firestore-build', {
    FIRESTORE_EMULATOR_HOST: emulator.host,
    FIREBASE_PROJECT_ID: EMULATOR_PROJECT,
    CONTENT_READ_LOG: readLog,
    NEXT_PUBLIC_FIREBASE_PROJECT_ID: EMULATOR_PROJECT,
    NEXT_PUBLIC_FIREBASE_API_KEY: 'emulator',
    NEXT_PUBLIC_FIRESTORE_EMULATOR_HOST: emulator.host,
  });
  baseUrl = site.baseUrl;
});

test.afterAll(async () => {
  await site?.server.close();
  delete process.env.NEXT_PUBLIC_FIRESTORE_EMULATOR_HOST;
  if (emulator) await stopEmulator(emulator);
});

test('every seeded post has its page, and the blog pages them 9 at a time', async ({ request }) => {
  for (let i = 1; i <= POSTS; i += 1) {
    const response = await request.get(`${baseUrl}/post/seeded-post-${String(i).padStart(2, '0')}/`);
    expect(response.status()).toBe(200);
  }
  expect(existsSync(path.join(work, 'out', 'post', 'coffee-blossom-and-backing-shower-irrigation'))).toBe(false);
  const pageFour = await (await request.get(`${baseUrl}/blog/page/4/`)).text();
  expect(pageFour).toContain('Seeded post 3');
  expect((await request.get(`${baseUrl}/blog/page/5/`)).status()).toBe(404);
});

test('every page is built from Firestore, and a page that exists only there is in the sitemap and its menu', async ({ request, page }) => {
  for (const collection of pageCollections) {
    for (const { id } of localDocuments(collection)) {
      // The 404 page has no path; a translation (id "<slug>.<lang>") is its English page's twin, not a path of its own.
      if (id === 'not-found' || id.includes('.')) continue;
      expect((await request.get(`${baseUrl}${id === 'home' ? '/' : `/${id}/`}`)).status()).toBe(200);
    }
  }
  expect((await request.get(`${baseUrl}/${FIRESTORE_ONLY.slug}/`)).status()).toBe(200);
  expect(await (await request.get(`${baseUrl}/sitemap.xml`)).text()).toContain(`/${FIRESTORE_ONLY.slug}/</loc>`);
  await page.goto(`${baseUrl}/about/`);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Services' }).click();
  await expect(nav.getByRole('link', { name: FIRESTORE_ONLY.label })).toHaveAttribute('href', `/${FIRESTORE_ONLY.slug}/`);
});

test('More Reads has seven static pages, with ellipses, and only the company’s newsletters', async ({ page }) => {
  await page.goto(`${baseUrl}/more-reads/`);
  const nav = page.getByRole('navigation', { name: 'More Reads pages' });
  await expect(nav.getByRole('link', { name: 'Page 7' })).toBeVisible();
  await expect(nav).toContainText('…');
  await expect(page.locator('#more-reads-list ol > li')).toHaveCount(9);
  await expect(page.locator('#more-reads-list')).toContainText('Seeded article 60');
  await nav.getByRole('link', { name: 'Page 7' }).click();
  await expect(page).toHaveURL(/\/more-reads\/page\/7\/$/);
  await expect(page.locator('#more-reads-list ol > li')).toHaveCount(6);
  await expect(page.getByText('articles 55–60 of 60')).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Next' })).toBeDisabled();
  await page.goto(`${baseUrl}/more-reads/page/4/`);
  await expect(nav.locator('li')).toHaveText(['Previous', '1', '…', '3', '4', '5', '…', '7', 'Next']);
  // On a 360 px phone the widest set of controls, both ellipses included, still fits one row.
  await page.setViewportSize({ width: 360, height: 740 });
  const middles = await nav.locator('li').evaluateAll((items) =>
    items.map((item) => {
      const box = item.getBoundingClientRect();
      return Math.round(box.top + box.height / 2);
    }),
  );
  expect(middles).toEqual(middles.map(() => middles[0]));
  expect(await nav.getByRole('link', { name: 'Next' }).evaluate((next) => next.getBoundingClientRect().right <= document.documentElement.clientWidth)).toBe(true);
  await page.setViewportSize({ width: 1366, height: 900 });
  await nav.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/more-reads\/page\/5\/$/);
  await expect(page.locator('#more-reads-list ol > li').first()).toContainText('Seeded article 24');
  await page.goBack();
  await expect(page).toHaveURL(/\/more-reads\/page\/4\/$/);
  await expect(nav.getByRole('link', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
  expect((await page.request.get(`${baseUrl}/more-reads/page/8/`)).status()).toBe(404);
  await expect(page.locator('body')).not.toContainText('Seeded press release');
  await expect(page.locator('body')).not.toContainText('Seeded partner bulletin');
});

test('the build read each collection a bounded number of times, not once per page', async () => {
  const lines = readFileSync(readLog, 'utf8').trim().split('\n');
  const count = (what: string) => lines.filter((line) => line.includes(` ${what}`)).length;
  // 30 post pages, 4 blog pages and the sitemap all need posts. Each build process reads a collection
  // at most once per bundle that uses it (the pages, and the sitemap route, which Next bundles apart).
  const processes = new Set(lines.map((line) => line.split(' ')[0])).size;
  console.log(
    `Firestore reads during the build: ${lines.length} in ${processes} processes (posts ${count('list posts')}, articles ${count('list articles')}, pages ${count('list pages')}, services ${count('list services')}, products ${count('list products')}, single gets ${count('get ')})`,
  );
  for (const collection of ['posts', 'articles', 'pages', 'services', 'products']) {
    expect(count(`list ${collection}`)).toBeGreaterThan(0);
    expect(count(`list ${collection}`)).toBeLessThanOrEqual(2 * processes);
  }
  expect(lines.length).toBeLessThan(POSTS);
  expect(count('get ')).toBe(0);
});

/* The live refresh runs last: it adds documents the build did not have. */

const PUBLISHED_AFTER_BUILD = new Date().toISOString();

test('a newsletter and a post published after the build appear through the live refresh', async ({ page }) => {
  const db = emulatorDb(emulator.host);
  const [article] = seededArticles();
  await seed(db, 'articles', [{ id: 'published-after-the-build', data: { ...article!.data, articleTitle: 'Published after the build', sortedDate: PUBLISHED_AFTER_BUILD } }]);
  await seed(db, 'posts', [{ id: 'posted-after-the-build', data: { ...seededPosts()[0]!.data, title: 'Posted after the build', sortedDate: PUBLISHED_AFTER_BUILD } }]);

  await page.goto(`${baseUrl}/more-reads/`);
  const list = page.locator('#more-reads-list');
  await expect(list.locator('ol > li').first()).toContainText('Published after the build');
  // Page 1 keeps its own 9 below the newcomer: the later pages are static until the next build.
  await expect(list.locator('ol > li')).toHaveCount(10);
  await expect(page.getByText('articles 1–10 of 61')).toBeVisible();

  await page.goto(`${baseUrl}/blog/`);
  await expect(page.locator('main article h2').first()).toHaveText('Posted after the build');

  await page.goto(`${baseUrl}/`);
  const latest = page.locator('#latest-posts article h3');
  await expect(latest.first()).toHaveText('Posted after the build');
  await expect(latest).toHaveCount(3);
});

test('when Firestore cannot be reached, the prerendered list stays and the error is logged', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.route(`http://${emulator.host}/**`, (route) => route.abort('internetdisconnected'));
  await page.goto(`${baseUrl}/more-reads/`);
  await expect.poll(() => errors.some((text) => text.startsWith('Error fetching data:'))).toBe(true);
  await expect(page.getByText('articles 1–9 of 60')).toBeVisible();
  await expect(page.locator('#more-reads-list')).not.toContainText('Published after the build');
});
