import { expect, test, type Page } from '@playwright/test';
import { site } from '@/content/site';
import { PAGE_SIZE } from '@/lib/constants';
import { formatDate } from '@/lib/format';
import { pageCount } from '@/lib/pagination';
import { hrefOf, moreReadsPagePath, paths, postPath } from '@/lib/routes';
import { shippedArticles, shippedPosts } from '@/tests/support/local-pages';
import { SITE_URL, expectNoAxeViolations, expectPrerendered, jsonLdNodes, jsonLdTypes, waitForHydration } from './support';

/** Blog, posts and More Reads on the default (content/) build, checked against the shipped documents. */

const posts = shippedPosts();
const newest = posts[0]!;
const firstPost = hrefOf(postPath(newest.id));

test('the blog lists every post with image, title, description, author and date', async ({ page, request }) => {
  await expectPrerendered(request, '/blog/');
  await page.goto('/blog/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(Math.min(posts.length, PAGE_SIZE));
  const card = cards.first();
  await expect(card.getByRole('heading', { level: 2 })).toHaveText(newest.title);
  await expect(card.locator('img')).toHaveCount(1);
  await expect(card).toContainText(newest.authorName);
  await expect(card.locator('time')).toHaveText(formatDate(newest.sortedDate));
  expect(await jsonLdTypes(page)).toContain('Blog');
  await expectNoAxeViolations(page);
  await card.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`${firstPost}$`));
});

test('a post shows title, sanitised content, image and author, with BlogPosting data', async ({ page, request }) => {
  const html = await expectPrerendered(request, firstPost);
  expect(html).toContain(newest.title.replace(/'/g, '&#x27;'));
  await page.goto(firstPost);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(newest.title);
  const article = page.locator('main > article');
  await expect(article).toContainText(`By ${newest.authorName}`);
  await expect(article.locator('img').first()).toHaveAttribute('src', newest.imageURL);
  await expect(page.locator('.post-body h2').first()).toBeVisible();
  const data = (await jsonLdNodes(page)).find((node) => node['@type'] === 'BlogPosting');
  expect(data).toMatchObject({ '@type': 'BlogPosting', headline: newest.title, author: { name: newest.authorName }, url: `${SITE_URL}${firstPost}` });
  await expectNoAxeViolations(page);
});

test('an unknown post is the 404 page', async ({ request }) => {
  expect((await request.get('/post/no-such-post/')).status()).toBe(404);
});

const cards = (page: Page) => page.locator('#more-reads-list ol > li');
const pagination = (page: Page) => page.getByRole('navigation', { name: 'More Reads pages' });
const button = (page: Page, name: string) => pagination(page).getByRole('button', { name, exact: true });
const link = (page: Page, name: string) => pagination(page).getByRole('link', { name, exact: true });

/** The company's own newsletters, the list More Reads shows, and its static pages. */
const articles = shippedArticles();
const ours = articles.filter((article) => article.categoryId === 'Newsletter' && article.publisher === site.brand);
const moreReadsPages = pageCount(ours.length);
const moreReadsPage = (n: number) => hrefOf(moreReadsPagePath(n));

test('More Reads: title, 9 cards with every field, View PDF in a new tab, and a dash for a missing date', async ({ page, request }) => {
  const html = await expectPrerendered(request, '/more-reads/');
  expect(html).toContain('View PDF');
  await page.goto('/more-reads/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('More Reads');
  await expect(cards(page)).toHaveCount(9);
  const first = cards(page).first();
  for (const label of ['Serial Number', 'Publication Name', 'Article Title', 'Volume', 'Date of Publication']) await expect(first.getByText(label, { exact: true })).toHaveCount(1);
  const pdf = first.getByRole('link', { name: /View PDF/ });
  await expect(pdf).toHaveAttribute('target', '_blank');
  const pdfResponse = await request.get((await pdf.getAttribute('href'))!);
  expect(pdfResponse.status()).toBe(200);
  expect((await pdfResponse.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await expect(page.locator('#more-reads-list dd').filter({ hasText: /^-$/ })).toHaveCount(1);
  await expectNoAxeViolations(page);
});

test('More Reads pages 2 and on are static pages: their 9 cards, serial numbers going on, pagination as links, own title and canonical', async ({ page, request }) => {
  expect(moreReadsPages).toBeGreaterThanOrEqual(3);
  for (let n = 2; n <= moreReadsPages; n += 1) {
    const html = await expectPrerendered(request, moreReadsPage(n));
    // The served HTML itself has the page's cards and links to its neighbours.
    expect(html).toContain(`start="${(n - 1) * PAGE_SIZE + 1}"`);
    expect(html).toContain(`href="${moreReadsPage(n - 1)}"`);
  }
  await page.goto(moreReadsPage(2));
  await expect(page).toHaveTitle(`More Reads, page 2 | ${site.brand}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('More Reads');
  await expect(cards(page)).toHaveCount(PAGE_SIZE);
  await expect(cards(page).first()).toContainText(String(PAGE_SIZE + 1));
  await expect(cards(page).first()).toContainText(ours[PAGE_SIZE]!.articleTitle);
  await expect(page.getByText(`Page 2 of ${moreReadsPages}: articles 10–18 of ${ours.length}`)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('More Reads pagination: Next and the numbers go to the static pages, Previous and Next disabled at the ends, Back works', async ({ page }) => {
  await page.goto('/more-reads/');
  await expect(button(page, 'Previous')).toBeDisabled();
  await expect(link(page, 'Page 1')).toHaveAttribute('aria-current', 'page');
  // Up to 5 pages, every number and no ellipsis (the seven pages of firestore-build.desktop.spec.ts have them).
  await expect(pagination(page).locator('li')).toHaveText(['Previous', ...Array.from({ length: moreReadsPages }, (_, i) => String(i + 1)), 'Next']);
  // A click on a link is a client navigation once the page has hydrated: the page's window stays.
  await waitForHydration(page);
  await page.evaluate(() => Object.assign(window, { stayed: true }));
  await link(page, 'Next').click();
  await expect(page).toHaveURL(new RegExp(`${moreReadsPage(2)}$`));
  await expect(cards(page).first()).toContainText('10');
  await expect(link(page, 'Page 2')).toHaveAttribute('aria-current', 'page');
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await link(page, `Page ${moreReadsPages}`).click();
  await expect(page).toHaveURL(new RegExp(`${moreReadsPage(moreReadsPages)}$`));
  await expect(cards(page)).toHaveCount(ours.length - (moreReadsPages - 1) * PAGE_SIZE);
  await expect(button(page, 'Next')).toBeDisabled();
  await expect(link(page, 'Previous')).toHaveAttribute('href', moreReadsPage(moreReadsPages - 1));
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${moreReadsPage(2)}$`));
  await expect(link(page, 'Page 2')).toHaveAttribute('aria-current', 'page');
  await expect(cards(page).first()).toContainText('10');
  await link(page, 'Previous').click();
  await expect(page).toHaveURL(/\/more-reads\/$/);
  await expect(button(page, 'Previous')).toBeDisabled();
});

test('an old More Reads link with ?page=N lands on page N', async ({ page }) => {
  await page.goto('/more-reads/?page=2');
  await expect(page).toHaveURL(new RegExp(`${moreReadsPage(2)}$`));
  await expect(link(page, 'Page 2')).toHaveAttribute('aria-current', 'page');
  await expect(cards(page).first()).toContainText(ours[PAGE_SIZE]!.articleTitle);
});

test('pages of the blog and More Reads that do not exist are the 404 page', async ({ request }) => {
  for (const list of [paths.moreReads, paths.blog]) {
    const last = pageCount((list === paths.blog ? posts : ours).length);
    for (const missing of [`${list}/page/1/`, `${list}/page/${last + 1}/`, `${list}/page/two/`, `${list}/page/`, `${list}/2/`]) {
      expect((await request.get(missing)).status(), missing).toBe(404);
    }
  }
});

test('More Reads lists only the company’s own newsletters', async ({ page }) => {
  const others = articles.filter((article) => !ours.includes(article));
  expect(others.length).toBeGreaterThan(0);
  for (let number = 1; number <= moreReadsPages; number += 1) {
    await page.goto(moreReadsPage(number));
    for (const other of others) await expect(page.locator('#more-reads-list')).not.toContainText(other.articleTitle);
  }
  await expect(page.getByText(`articles ${(moreReadsPages - 1) * PAGE_SIZE + 1}–${ours.length} of ${ours.length}`)).toBeVisible();
});
