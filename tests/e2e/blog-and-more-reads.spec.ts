import { expect, test, type Page } from '@playwright/test';
import { site } from '@/content/site';
import { PAGE_SIZE } from '@/lib/constants';
import { formatDate } from '@/lib/format';
import { pageCount } from '@/lib/pagination';
import { hrefOf, postPath } from '@/lib/routes';
import { shippedArticles, shippedPosts } from '@/tests/support/local-pages';
import { SITE_URL, expectNoAxeViolations, expectPrerendered, jsonLdNodes, jsonLdTypes } from './support';

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
const button = (page: Page, name: string) => page.getByRole('navigation', { name: 'More Reads pages' }).getByRole('button', { name, exact: true });

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

test('More Reads pagination: Previous/Next disabled at the ends, pages in the URL, Back works', async ({ page }) => {
  await page.goto('/more-reads/');
  await expect(button(page, 'Previous')).toBeDisabled();
  await expect(button(page, 'Page 1')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('navigation', { name: 'More Reads pages' })).not.toContainText('…');
  await button(page, 'Next').click();
  await expect(page).toHaveURL(/\/more-reads\/\?page=2$/);
  await expect(cards(page).first()).toContainText('10');
  await button(page, 'Page 3').click();
  await expect(page).toHaveURL(/\?page=3$/);
  await expect(cards(page)).toHaveCount(4);
  await expect(button(page, 'Next')).toBeDisabled();
  await page.goBack();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(button(page, 'Page 2')).toHaveAttribute('aria-current', 'page');
  await page.goto('/more-reads/?page=3');
  await expect(cards(page)).toHaveCount(4);
  await button(page, 'Previous').click();
  await expect(page).toHaveURL(/\?page=2$/);
});

test('More Reads lists only the company’s own newsletters', async ({ page }) => {
  const articles = shippedArticles();
  const ours = articles.filter((article) => article.categoryId === 'Newsletter' && article.publisher === site.brand);
  const others = articles.filter((article) => !ours.includes(article));
  expect(others.length).toBeGreaterThan(0);
  const pages = pageCount(ours.length);
  for (let number = 1; number <= pages; number += 1) {
    await page.goto(`/more-reads/?page=${number}`);
    for (const other of others) await expect(page.locator('#more-reads-list')).not.toContainText(other.articleTitle);
  }
  await expect(page.getByText(`articles ${(pages - 1) * PAGE_SIZE + 1}–${ours.length} of ${ours.length}`)).toBeVisible();
});
