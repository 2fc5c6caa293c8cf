import { expect, test, type APIRequestContext, type Page as BrowserPage } from '@playwright/test';
import { en, type Words } from '@/content/i18n/en';
import { dictionaries } from '@/content/i18n/dictionaries';
import { LANGS, TRANSLATIONS, type Lang } from '@/lib/i18n';
import type { Page, SectionOf } from '@/lib/content/schema';
import { OFFLINE_SLUG } from '@/lib/offline';
import { pageCount } from '@/lib/pagination';
import { PAGE_SIZE } from '@/lib/constants';
import { blogPagePath, contactFormPath, dedicatedSlugs, hrefOf, localePath, moreReadsPagePath, pagePath, paths, postPath } from '@/lib/routes';
import { site } from '@/content/site';
import { shippedArticles, shippedPages, shippedPosts } from '@/tests/support/local-pages';
import { browsablePages } from './support';

/**
 * The site with JavaScript off, on a 390 px phone (the `no-js` project of playwright.config.ts): every page
 * loads and shows its text, every link of its header, main and footer leads to a page that answers 200
 * (and to an anchor that is there), the lists are paged by links, the menu is reachable, the brochure
 * request points to the contact form, and 'Give Feedback' to the feedback page.
 */

const words: Record<Lang, Words> = dictionaries;
const posts = shippedPosts();
const newsletters = shippedArticles().filter((article) => article.categoryId === 'Newsletter' && article.publisher === site.brand);
const translatedPages = TRANSLATIONS.flatMap((lang) => shippedPages(lang).filter((page) => page.slug !== dedicatedSlugs.notFound && page.slug !== OFFLINE_SLUG));

/** The later pages of a paged list (page 1 is its page document's path). */
const laterPages = (count: number, pathFor: (page: number) => string) => Array.from({ length: pageCount(count) - 1 }, (_, i) => hrefOf(pathFor(i + 2)));

const routes: Array<{ path: string; lang: Lang }> = [
  ...browsablePages.map((page) => ({ path: page.path, lang: 'en' as const })),
  { path: hrefOf(postPath(posts[0]!.id)), lang: 'en' },
  ...laterPages(posts.length, blogPagePath).map((path) => ({ path, lang: 'en' as const })),
  ...laterPages(newsletters.length, moreReadsPagePath).map((path) => ({ path, lang: 'en' as const })),
  ...translatedPages.map((page) => ({ path: hrefOf(pagePath(page.slug, page.lang)), lang: page.lang })),
];

/** What a URL of the site answers, asked once per worker however many pages link to it. */
const answers = new Map<string, Promise<{ status: number; html: string }>>();
function answer(request: APIRequestContext, path: string) {
  let found = answers.get(path);
  if (!found) {
    found = request.get(path, { maxRedirects: 0 }).then(async (response) => ({
      status: response.status(),
      html: (response.headers()['content-type'] ?? '').includes('text/html') ? await response.text() : '',
    }));
    answers.set(path, found);
  }
  return found;
}

/** The page's h1 and main text are there and visible: nothing waits for a script to be shown. */
async function expectReadable(page: BrowserPage) {
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('h1')).toBeVisible();
  const main = page.locator('main');
  await expect(main).toBeVisible();
  // innerText leaves out what is not rendered (display: none), so this is text a reader sees.
  expect((await main.innerText()).replace(/\s+/g, ' ').trim().length).toBeGreaterThan(150);
  // No text drawn invisible (opacity 0, visibility hidden) until a script would reveal it. A closed <dialog> is not drawn at all.
  const invisible = await main.evaluate((root) =>
    [...root.querySelectorAll('*')]
      .filter((element) => !element.closest('dialog:not([open])') && [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim()))
      .filter((element) => {
        if (getComputedStyle(element).visibility === 'hidden') return true;
        for (let at: Element | null = element; at && at !== root.parentElement; at = at.parentElement) if (getComputedStyle(at).opacity === '0') return true;
        return false;
      })
      .map((element) => element.textContent!.trim().slice(0, 60)),
  );
  expect(invisible).toEqual([]);
  // Tabs show every panel and carousels every slide (the noscript rules of components/layout/no-script-styles.tsx).
  for (const panel of await page.getByRole('tabpanel', { includeHidden: true }).all()) await expect(panel).toBeVisible();
  for (const slide of await page.locator('.swiper-slide').all()) await expect(slide).toBeVisible();
}

/** Every internal link of the header, main and footer answers 200 at its trailing-slash URL, and its #anchor is on the target page. */
async function expectLinksWork(page: BrowserPage) {
  const origin = new URL(page.url()).origin;
  const hrefs = await page.locator('header a[href], main a[href], footer a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  const internal = [...new Set(hrefs)].map((href) => new URL(href, page.url())).filter((url) => url.origin === origin);
  expect(internal.length).toBeGreaterThan(0);
  for (const url of internal) {
    const last = url.pathname.split('/').pop()!;
    // Pages are linked at their final URL (a slash at the end); files by their name.
    if (!last.includes('.')) expect(url.pathname, `${url.href} on ${page.url()}`).toMatch(/\/$/);
    const { status, html } = await answer(page.request, `${url.pathname}${url.search}`);
    expect(status, `${url.href} on ${page.url()}`).toBe(200);
    if (url.hash) expect(html, `${url.href} on ${page.url()}: no element with that id`).toContain(`id="${decodeURIComponent(url.hash.slice(1))}"`);
  }
}

for (const { path } of routes) {
  test(`${path} is readable and its links work without JavaScript`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expectReadable(page);
    await expectLinksWork(page);
  });
}

for (const lang of LANGS) {
  test(`a missing page answers 404 and shows the ${lang} 404 page without JavaScript`, async ({ page }) => {
    const notFound = shippedPages(lang).find((document) => document.slug === dedicatedSlugs.notFound)!;
    const banner = notFound.sections[0] as SectionOf<'banner'>;
    const response = await page.goto(hrefOf(localePath('/no-such-page', lang)));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(banner.heading);
    await expect(page.locator('main')).toContainText(banner.subheading);
    await expectLinksWork(page);
  });
}

const lists = [
  { first: paths.blog, count: posts.length, pathFor: blogPagePath, label: 'Blog pages', items: 'main article' },
  { first: paths.moreReads, count: newsletters.length, pathFor: moreReadsPagePath, label: 'More Reads pages', items: '#more-reads-list ol > li' },
];

for (const list of lists) {
  test(`${hrefOf(list.first)} reaches every page by its Next link, without JavaScript`, async ({ page }) => {
    const pages = pageCount(list.count);
    await page.goto(hrefOf(list.first));
    const nav = page.getByRole('navigation', { name: list.label });
    if (pages === 1) {
      // One page: no pagination, and no page 2.
      await expect(page.locator(list.items)).toHaveCount(list.count);
      await expect(nav).toHaveCount(0);
      expect((await page.request.get(hrefOf(list.pathFor(2)))).status()).toBe(404);
      return;
    }
    await expect(nav.getByRole('button', { name: 'Previous', exact: true })).toBeDisabled();
    for (let n = 1; n <= pages; n += 1) {
      await expect(page).toHaveURL(new RegExp(`${hrefOf(list.pathFor(n))}$`));
      await expect(nav.getByRole('link', { name: `Page ${n}`, exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(page.locator(list.items)).toHaveCount(Math.min(PAGE_SIZE, list.count - (n - 1) * PAGE_SIZE));
      if (n < pages) await nav.getByRole('link', { name: 'Next', exact: true }).click();
    }
    await expect(nav.getByRole('button', { name: 'Next', exact: true })).toBeDisabled();
    await nav.getByRole('link', { name: 'Previous', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${hrefOf(list.pathFor(pages - 1))}$`));
  });
}

test("without JavaScript the footer's Explore links are shown on a phone, with no 'View More' that would do nothing", async ({ page }) => {
  await page.goto('/about/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('button', { name: en.shell.viewMore })).toBeHidden();
  for (const name of ['About us', 'Services', 'Products']) {
    const link = footer.getByRole('navigation', { name: en.shell.explore }).getByRole('link', { name, exact: true });
    await link.scrollIntoViewIfNeeded();
    await expect(link).toBeVisible();
  }
});

test('More Reads pages go on numbering their articles without JavaScript: page 2 starts at 10', async ({ page }) => {
  await page.goto(hrefOf(moreReadsPagePath(2)));
  const first = page.locator('#more-reads-list ol > li').first();
  await expect(first).toContainText(String(PAGE_SIZE + 1));
  await expect(first).toContainText(newsletters[PAGE_SIZE]!.articleTitle);
});

for (const lang of LANGS) {
  const home = hrefOf(pagePath(dedicatedSlugs.home, lang));
  test(`the main menu's every link is reachable at 390 px without JavaScript (${home})`, async ({ page }) => {
    await page.goto(home);
    const nav = page.getByRole('navigation', { name: words[lang].shell.mainMenu });
    // The menu is shown as it is; the toggle, which would do nothing, is not.
    await expect(nav).toBeVisible();
    await expect(page.getByRole('button', { name: words[lang].shell.menu })).toBeHidden();
    const links = nav.locator('a[href]');
    const all = new Set(await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')!)));
    expect(all.size).toBeGreaterThan(10);
    const reached = new Set<string>();
    const note = async () => {
      for (const link of await links.all()) if (await link.isVisible()) reached.add((await link.getAttribute('href'))!);
    };
    await note();
    // Dropdowns open on focus (and hover): a keyboard user tabs onto each button and on into its links.
    for (const button of await nav.locator('button[aria-controls]').all()) {
      await button.focus();
      await note();
    }
    expect([...all].filter((href) => !reached.has(href))).toEqual([]);
  });
}

/** The brochure buttons of a page document (banner, text and call-to-action actions). */
function brochureLabels(document: Page): string[] {
  const labels: string[] = [];
  JSON.stringify(document, (key, value: unknown) => {
    if (value && typeof value === 'object' && (value as { action?: string }).action === 'brochure') labels.push((value as { label: string }).label);
    return value;
  });
  return labels;
}

for (const lang of LANGS) {
  const ecrop = shippedPages(lang).find((document) => document.slug === 'ecrop')!;
  const contact = shippedPages(lang).find((document) => document.slug === dedicatedSlugs.contact)!;
  const form = contact.sections.find((section): section is SectionOf<'form'> => section.type === 'form' && section.form === 'contact')!;
  const target = hrefOf(`${localePath(paths.contact, lang)}#${form.id}`);

  test(`${hrefOf(pagePath('ecrop', lang))}: without JavaScript the brochure request is a link to the contact page's form`, async ({ page }) => {
    // The link's target is the route helper's, and that is the contact form's section.
    expect(hrefOf(contactFormPath(lang))).toBe(target);
    const labels = brochureLabels(ecrop);
    expect(labels.length).toBeGreaterThan(0);
    await page.goto(hrefOf(pagePath('ecrop', lang)));
    // The button that opens the modal needs scripts: it is hidden, and the link stands in for each one.
    for (const label of new Set(labels)) for (const button of await page.getByRole('button', { name: label }).all()) await expect(button).toBeHidden();
    const links = page.getByRole('link', { name: words[lang].sections.brochureWithoutScript, exact: true });
    await expect(links).toHaveCount(labels.length);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('href', target);
      await link.scrollIntoViewIfNeeded();
      await expect(link).toBeVisible();
    }
    await links.first().click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    const section = page.locator(`#${form.id}`);
    await expect(section).toBeInViewport();
    // The contact page says, without JavaScript, how to reach the company instead of its form (and shows no
    // 'Loading the form...' that would never end). Playwright's text matching skips <noscript>, so its paragraph is asked directly.
    await expect(section.locator('noscript p')).toHaveText(form.noscript);
    await expect(section.locator('noscript p')).toBeVisible();
    await expect(section.getByRole('status')).toBeHidden();
  });

  test(`${hrefOf(localePath(paths.search, lang))}: without JavaScript the search page says its box needs scripts, and lists every page`, async ({ page }) => {
    await page.goto(`${hrefOf(localePath(paths.search, lang))}?q=soil`);
    await expect(page.getByRole('main').locator('noscript p')).toHaveText(words[lang].search.noScript);
    await expect(page.getByRole('main').locator('noscript p')).toBeVisible();
    await expect(page.getByRole('heading', { name: words[lang].search.sections.Service })).toBeVisible();
  });

  const feedback = shippedPages(lang).find((document) => document.slug === 'feedback')!;
  const feedbackForm = feedback.sections.find((section): section is SectionOf<'form'> => section.type === 'form' && section.form === 'feedback')!;

  test(`${hrefOf(pagePath(dedicatedSlugs.home, lang))}: without JavaScript 'Give Feedback' is a link to the feedback page`, async ({ page }) => {
    await page.goto(hrefOf(pagePath(dedicatedSlugs.home, lang)));
    const quickHelp = page.getByRole('complementary', { name: words[lang].shell.quickHelp });
    // The button opens a modal, which needs scripts: it is hidden, and a link with its words stands in.
    await expect(quickHelp.getByRole('button', { name: words[lang].shell.giveFeedback })).toBeHidden();
    const link = quickHelp.getByRole('link', { name: words[lang].shell.giveFeedback, exact: true });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', hrefOf(localePath(paths.feedback, lang)));
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${hrefOf(localePath(paths.feedback, lang))}$`));
    const banner = feedback.sections.find((section): section is SectionOf<'banner'> => section.type === 'banner')!;
    await expect(page.locator('h1')).toHaveText(banner.heading);
    // The feedback page says how to reach the company instead of its form, and shows no 'Loading' that would
    // never end (Playwright's text matching skips <noscript>, so its paragraph is asked directly).
    const section = page.locator(`#${feedbackForm.id}`);
    await expect(section.locator('noscript p')).toHaveText(feedbackForm.noscript);
    await expect(section.locator('noscript p')).toBeVisible();
    await expect(section.getByRole('status')).toBeHidden();
  });
}
