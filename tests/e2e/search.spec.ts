import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page as BrowserPage } from '@playwright/test';
import { en } from '@/content/i18n/en';
import { hi } from '@/content/i18n/hi';
import { mr } from '@/content/i18n/mr';
import { SEARCH_SECTIONS } from '@/lib/search/sections';
import { PAGEFIND_SCRIPT } from '@/lib/search/pagefind';
import type { SearchWords } from '@/components/search/search-words';
import { browsablePages, delayPageScripts, expectNoAxeViolations, waitForHydration } from './support';

/** Site search: the header button and "/", the dialog, the linkable search page, and the index behind them. */

const article = JSON.parse(readFileSync(path.join(process.cwd(), 'content/articles/krishi-samvad-2024-05-drip-subsidy-paperwork.json'), 'utf8')) as {
  articleTitle: string;
  publicationName: string;
  volume: string;
  pdfUrl: string;
};

function searchButton(page: BrowserPage, words: SearchWords = en.search) {
  return page.getByRole('banner').getByRole('link', { name: words.openLabel });
}

function dialog(page: BrowserPage, words: SearchWords = en.search) {
  return page.getByRole('dialog', { name: words.title });
}

async function openAndSearch(page: BrowserPage, query: string, words: SearchWords = en.search) {
  // The dialog is the script's: before the page hydrates, the search link goes to the search page instead.
  await waitForHydration(page);
  await searchButton(page, words).click();
  await expect(dialog(page, words)).toBeVisible();
  await page.getByRole('searchbox', { name: words.inputLabel }).fill(query);
  return dialog(page, words).getByRole('list', { name: words.results });
}

/** The hrefs of the results shown. */
async function resultHrefs(page: BrowserPage, words: SearchWords = en.search): Promise<string[]> {
  const list = dialog(page, words).getByRole('list', { name: words.results });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  return list
    .getByRole('listitem')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

test('no page fetches search code or index before somebody searches', async ({ page }) => {
  const scriptUrls = new Set<string>();
  const searchRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/pagefind/')) searchRequests.push(request.url());
    if (request.resourceType() === 'script') scriptUrls.add(request.url());
  });
  for (const path of ['/', '/ecrop/', '/hi/ecrop/', '/search/']) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await page.mouse.wheel(0, 3000);
    await searchButton(page, path.startsWith('/hi/') ? hi.search : en.search).hover();
    await page.waitForLoadState('networkidle');
  }
  expect(searchRequests).toEqual([]);
  // The code that loads Pagefind is in no script the pages fetched: it arrives with the first query. The
  // scripts are read again afterwards, as a body is gone once its page has been navigated away from.
  expect(scriptUrls.size).toBeGreaterThan(0);
  const bodies = await Promise.all([...scriptUrls].map(async (url) => ({ url, body: await (await page.request.get(url)).text() })));
  expect(bodies.filter(({ body }) => body.includes(PAGEFIND_SCRIPT)).map(({ url }) => url)).toEqual([]);
});

test('the search button sits in the header bar, outside the menu, and opens the dialog with focus in the box', async ({ page }) => {
  await page.goto('/ecrop/');
  // The dialog is the script's: before the page hydrates, the button is a link to /search/.
  await waitForHydration(page);
  const button = searchButton(page);
  await expect(button).toBeVisible();
  await expect(page.locator('#main-menu').getByRole('link', { name: en.search.openLabel })).toHaveCount(0);
  await button.click();
  await expect(dialog(page)).toBeVisible();
  await expect(page.getByRole('searchbox', { name: en.search.inputLabel })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(button).toBeFocused();
});

test('the contact page, which has no full header, has the search button too', async ({ page }) => {
  await page.goto('/contact/');
  await waitForHydration(page);
  await page.getByRole('navigation').getByRole('link', { name: en.search.openLabel }).click();
  await expect(dialog(page)).toBeVisible();
});

test('what a reader types on the search page before its script runs is kept, in the field and the address, and searched', async ({ page }) => {
  // The page's scripts come late, as on a slow phone: the plain form is there to type into first.
  await delayPageScripts(page);
  await page.goto('/search/', { waitUntil: 'domcontentloaded' });
  const field = page.getByRole('main').getByRole('searchbox');
  await field.fill('drip');
  await waitForHydration(page);
  await expect(field).toHaveValue('drip');
  await expect(field).toBeFocused();
  await expect(page).toHaveURL(/\/search\/\?q=drip$/);
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: '“drip”' })).toBeVisible();
});

test('"/" opens search from anywhere but a field', async ({ page }) => {
  await page.goto('/search/');
  await page.getByRole('main').getByRole('searchbox').fill('a/b');
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue('a/b');
  await page.goto('/about/');
  // The "/" shortcut is the script's: a key pressed before the page hydrates has nothing to open.
  await waitForHydration(page);
  await page.locator('body').press('/');
  await expect(dialog(page)).toBeVisible();
  await expect(page.getByRole('searchbox', { name: en.search.inputLabel })).toBeFocused();
});

test('a visitor can turn the "/" shortcut off in the dialog, and it stays off on the next page', async ({ page }) => {
  await page.goto('/about/');
  await waitForHydration(page);
  await page.locator('body').press('/');
  await page.getByRole('checkbox', { name: en.search.slashShortcut }).uncheck();
  await page.keyboard.press('Escape');
  await page.goto('/ecrop/');
  await waitForHydration(page);
  await page.locator('body').press('/');
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByRole('link', { name: en.search.openLabel })).not.toHaveAttribute('aria-keyshortcuts');
});

test('"coffee" finds eCrop for Coffee, with its section, a highlighted excerpt and an announced count', async ({ page }) => {
  await page.goto('/');
  const list = await openAndSearch(page, 'coffee');
  expect(await resultHrefs(page)).toContain('/ecrop-for-coffee/');
  const result = list.getByRole('listitem').filter({ has: page.locator('a[href="/ecrop-for-coffee/"]') });
  await expect(result).toContainText(en.search.section.Product);
  await expect(result.locator('mark').first()).toHaveText(/coffee/i);
  await expect(dialog(page).getByRole('status')).toHaveText(/^\d+ results for “coffee”$/);
});

test('"PMFBY claim" finds the insurance post, and following it closes the dialog', async ({ page }) => {
  await page.goto('/');
  await openAndSearch(page, 'PMFBY claim');
  const href = '/post/pmfby-claims-with-satellite-evidence-and-records/';
  expect(await resultHrefs(page)).toContain(href);
  await dialog(page).locator(`a[href="${href}"]`).click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/PMFBY/);
});

test('"drone spraying" finds the agri drone page first', async ({ page }) => {
  await page.goto('/');
  await openAndSearch(page, 'drone spraying');
  expect((await resultHrefs(page))[0]).toBe('/agri-drone/');
});

test('a newsletter title finds its PDF, with publication and volume', async ({ page }) => {
  await page.goto('/');
  const list = await openAndSearch(page, article.articleTitle);
  expect((await resultHrefs(page))[0]).toBe(article.pdfUrl);
  const first = list.getByRole('listitem').first();
  await expect(first).toContainText(en.search.section['More Reads']);
  await expect(first).toContainText(`${article.publicationName} · ${article.volume}`);
  await expect(first.getByRole('link')).toContainText(en.search.pdf);
});

test('"मिट्टी" on a Hindi page finds Hindi pages, in Hindi', async ({ page }) => {
  await page.goto('/hi/ecrop/');
  await openAndSearch(page, 'मिट्टी', hi.search);
  const hrefs = await resultHrefs(page, hi.search);
  expect(hrefs.length).toBeGreaterThan(2);
  for (const href of hrefs) expect(href).toMatch(/^\/hi\//);
  await expect(dialog(page, hi.search).getByRole('status')).toHaveText(/^“मिट्टी” के लिए \d+ परिणाम$/);
});

test('"माती परीक्षण" on a Marathi page finds Marathi pages, from their own index, in Marathi', async ({ page }) => {
  const indexes: string[] = [];
  page.on('request', (request) => {
    const match = request.url().match(/\/pagefind\/pagefind\.([a-z-]+)_[0-9a-f]+\.pf_meta/);
    if (match) indexes.push(match[1]!);
  });
  await page.goto('/mr/ecrop/');
  await openAndSearch(page, 'माती परीक्षण', mr.search);
  const hrefs = await resultHrefs(page, mr.search);
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href).toMatch(/^\/mr\//);
  expect(hrefs).toContain('/mr/biosense/');
  // Pagefind has no Marathi stemmer; the Marathi pages are an index of their own, and only it is fetched.
  expect([...new Set(indexes)]).toEqual(['mr']);
});

test('"मिट्टी" on an English page finds nothing there, and its link in Hindi takes it to the Hindi search, which finds it', async ({ page }) => {
  await page.goto('/ecrop/');
  await openAndSearch(page, 'मिट्टी');
  await expect(dialog(page).getByRole('status')).toHaveText('No results for “मिट्टी”.');
  await dialog(page).getByRole('link', { name: 'हिन्दी पेजों में “मिट्टी” खोजें' }).click();
  await expect(page).toHaveURL(/\/hi\/search\/\?q=%E0%A4%AE/);
  const main = page.getByRole('main');
  await expect(main.getByRole('searchbox')).toHaveValue('मिट्टी');
  await expect(main.getByRole('status')).toHaveText(/^“मिट्टी” के लिए \d+ परिणाम$/);
});

test('keyboard only: "/" to open, type, arrows through results, Enter to follow one', async ({ page }) => {
  await page.goto('/about/');
  // The "/" shortcut is the script's: a key pressed before the page hydrates has nothing to open.
  await waitForHydration(page);
  await page.locator('body').press('/');
  await page.keyboard.type('soil moisture');
  const links = dialog(page).getByRole('list', { name: en.search.results }).getByRole('link');
  await expect(links.nth(1)).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(links.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(links.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('searchbox', { name: en.search.inputLabel })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const href = await links.first().getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(dialog(page)).toBeHidden();
});

test('Escape closes the dialog, as its hint says, also with text in the box', async ({ page }) => {
  await page.goto('/about/');
  await waitForHydration(page);
  await openAndSearch(page, 'soil');
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(searchButton(page)).toBeFocused();
});

test('"Show more results" hands the keyboard focus to the first result it brings', async ({ page }) => {
  await page.goto('/search/?q=soil');
  await waitForHydration(page);
  const results = page.getByRole('main').getByRole('list', { name: en.search.results }).getByRole('link');
  await expect(results).toHaveCount(20);
  await page.getByRole('button', { name: en.search.showMore }).press('Enter');
  await expect(results.nth(20)).toBeFocused();
});

test('Enter in the box opens the linkable results page, which updates its address as the visitor types', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await searchButton(page).click();
  await page.getByRole('searchbox', { name: en.search.inputLabel }).fill('drip subsidy');
  await page.keyboard.press('Enter');
  // The results page's code and the index load on the way: seconds on a busy machine.
  await expect(page).toHaveURL(/\/search\/\?q=drip%20subsidy$/, { timeout: 15_000 });
  const main = page.getByRole('main');
  await expect(main.getByRole('searchbox')).toHaveValue('drip subsidy');
  await expect(main.getByRole('list', { name: en.search.results }).getByRole('link').first()).toHaveAttribute('href', article.pdfUrl);
  await main.getByRole('searchbox').fill('biosense');
  await expect(page).toHaveURL(/\/search\/\?q=biosense$/);
  await expect(
    main
      .getByRole('list', { name: en.search.results })
      .getByRole('link', { name: /Biosense/ })
      .first(),
  ).toBeVisible();
});

test('a linked /hi/search/?q= shows Hindi results', async ({ page }) => {
  await page.goto('/hi/search/?q=%E0%A4%AB%E0%A4%B8%E0%A4%B2%20%E0%A4%AC%E0%A5%80%E0%A4%AE%E0%A4%BE');
  const main = page.getByRole('main');
  await expect(main.getByRole('searchbox')).toHaveValue('फसल बीमा');
  await expect(main.getByRole('list', { name: hi.search.results }).getByRole('link', { name: /बीमा/ }).first()).toHaveAttribute('href', '/hi/agri-insurance/');
});

test('an empty box suggests the main sections, and so does a query that finds nothing', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await searchButton(page).click();
  const sections = dialog(page).getByRole('link', { name: en.search.sections.Service });
  await expect(sections).toHaveAttribute('href', '/search/#service');
  await page.getByRole('searchbox', { name: en.search.inputLabel }).fill('qwxzvbnmk');
  await expect(dialog(page).getByRole('status')).toHaveText('No results for “qwxzvbnmk”.');
  await expect(dialog(page).getByRole('link', { name: en.search.sections['More Reads'] })).toHaveAttribute('href', '/search/#more-reads');
});

test('searching asks nothing of any origin but the site itself', async ({ page, baseURL }) => {
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(baseURL!) && !request.url().startsWith('data:')) elsewhere.push(request.url());
  });
  await page.goto('/');
  await openAndSearch(page, 'fish');
  await resultHrefs(page);
  expect(elsewhere).toEqual([]);
});

test('axe finds nothing on the open dialog with results', async ({ page }) => {
  await page.goto('/');
  await openAndSearch(page, 'coffee');
  await resultHrefs(page);
  await expectNoAxeViolations(page);
});

test('axe finds nothing on the search pages with results', async ({ page }) => {
  for (const path of ['/search/?q=soil', '/hi/search/?q=%E0%A4%AE%E0%A4%BF%E0%A4%9F%E0%A5%8D%E0%A4%9F%E0%A5%80']) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
    await expectNoAxeViolations(page);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the search button leads to /search/, a site index of every page by section', async ({ page }) => {
    await page.goto('/ecrop/');
    await searchButton(page).click();
    await expect(page).toHaveURL(/\/search\/$/);
    const main = page.getByRole('main');
    for (const section of SEARCH_SECTIONS) await expect(main.getByRole('heading', { name: en.search.sections[section], exact: true })).toBeVisible();
    const hrefs = await main.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    for (const page of browsablePages.filter((candidate) => candidate.slug !== 'search')) expect(hrefs).toContain(page.path);
    // The newest newsletter article is listed, as a link to its PDF.
    const articlesDir = path.join(process.cwd(), 'content/articles');
    const newest = readdirSync(articlesDir)
      .map((file) => JSON.parse(readFileSync(path.join(articlesDir, file), 'utf8')) as { categoryId: string; sortedDate: string; pdfUrl: string })
      .filter((candidate) => candidate.categoryId === 'Newsletter')
      .sort((a, b) => b.sortedDate.localeCompare(a.sortedDate))[0]!;
    expect(hrefs).toContain(newest.pdfUrl);
  });

  test('the search form is a plain GET form to the search page', async ({ page }) => {
    await page.goto('/search/');
    await page.getByRole('main').getByRole('searchbox').fill('coffee');
    await page.getByRole('main').getByRole('button', { name: en.search.submit }).click();
    await expect(page).toHaveURL(/\/search\/\?q=coffee$/);
  });
});
