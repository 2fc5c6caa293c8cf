import { expect, test, type Locator } from '@playwright/test';
import { en } from '@/content/i18n/en';
import { hi } from '@/content/i18n/hi';
import { hindiEdition } from '@/content/i18n/hindi-edition';
import { site } from '@/content/site';
import { dedicatedSlugs, hrefOf, pagePath } from '@/lib/routes';
import { shippedPages } from '@/tests/support/local-pages';
import { formatDate } from '@/lib/format';
import { OFFLINE_SLUG } from '@/lib/offline';
import type { SectionOf } from '@/lib/content/schema';
import { devanagariPageFont, devanagariSwitchFont } from '@/lib/fonts/devanagari';
import { SITE_URL, alerts, expectNoAxeViolations, openBrochure, storedRecords, uniqueEmail as unique } from './support';
import { ANY_WIDTH } from '@/tests/support/any-width';

/** The Hindi edition: every listed page prerendered in Hindi, linked both ways, with Hindi forms. */

const hindiPages = shippedPages('hi').filter((page) => page.slug !== dedicatedSlugs.notFound);
const DEVANAGARI = /[\u0900-\u097F]/g;

/** Share of the letters in `text` that are Devanagari (digits, spaces and punctuation do not count). */
function devanagariShare(text: string): number {
  const letters = text.match(/\p{L}|\p{M}/gu) ?? [];
  return letters.length ? (text.match(DEVANAGARI) ?? []).length / letters.length : 0;
}

test('every page of the Hindi edition has its Hindi document', () => {
  expect(hindiPages.map((page) => page.slug).sort()).toEqual(hindiEdition.filter((slug) => slug !== dedicatedSlugs.notFound).sort());
});

for (const page of hindiPages) {
  const path = hrefOf(pagePath(page.slug, 'hi'));
  const english = hrefOf(pagePath(page.slug));

  test(`${path} is Hindi: lang, h1, main text, canonical and alternates`, { tag: ANY_WIDTH }, async ({ page: browser, request }) => {
    // Prerendered: the HTML as served, before any script.
    const html = await (await request.get(path)).text();
    expect(html).toMatch(/<html lang="hi"/);
    expect(html).toContain(`<link rel="canonical" href="${SITE_URL}${path}"/>`);
    for (const [lang, href] of [
      ['en', english],
      ['hi', path],
      ['x-default', english],
    ])
      expect(html).toContain(`<link rel="alternate" hrefLang="${lang}" href="${SITE_URL}${href}"/>`);

    await browser.goto(path);
    await expect(browser.locator('html')).toHaveAttribute('lang', 'hi');
    const h1 = browser.getByRole('heading', { level: 1 });
    await expect(h1).toHaveCount(1);
    expect(devanagariShare(await h1.innerText())).toBeGreaterThan(0.5);
    // Text marked as another language (English post titles, English-only pages in an index) is not the page's own.
    const ownText = await browser.getByRole('main').evaluate((main: HTMLElement) => {
      const others = [...main.querySelectorAll<HTMLElement>('[lang]:not([lang="hi"])')];
      for (const element of others) element.style.display = 'none';
      const text = main.innerText;
      for (const element of others) element.style.display = '';
      return text;
    });
    expect(devanagariShare(ownText)).toBeGreaterThan(0.7);
  });

  test(`${english} names its Hindi twin`, { tag: ANY_WIDTH }, async ({ request }) => {
    const html = await (await request.get(english)).text();
    expect(html).toMatch(/<html lang="en-IN"/);
    expect(html).toContain(`<link rel="alternate" hrefLang="hi" href="${SITE_URL}${path}"/>`);
    expect(html).toContain(`<link rel="alternate" hrefLang="x-default" href="${SITE_URL}${english}"/>`);
  });
}

// One test per page: each gets its own time, and a busy machine cannot run one test of all of them out of it.
for (const hindi of [...hindiPages.map((p) => hrefOf(pagePath(p.slug, 'hi'))), '/hi/no-such-page/']) {
  test(`axe finds nothing on ${hindi}`, async ({ page }) => {
    await page.goto(hindi);
    await expectNoAxeViolations(page);
  });
}

test('the language switch goes both ways, as a plain link with hreflang and lang', async ({ page }) => {
  await page.goto('/ecrop/');
  const toHindi = page.getByRole('link', { name: 'यह पेज हिन्दी में पढ़ें' });
  await expect(toHindi).toHaveAttribute('hreflang', 'hi');
  await expect(toHindi).toHaveAttribute('lang', 'hi');
  await toHindi.click();
  await expect(page).toHaveURL(/\/hi\/ecrop\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const toEnglish = page.getByRole('link', { name: 'Read this page in English' });
  await expect(toEnglish).toHaveAttribute('hreflang', 'en');
  await toEnglish.click();
  await expect(page).toHaveURL(/\/ecrop\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  // A page without a twin leads to the other language's home page, and says so.
  await page.goto('/about/');
  await expect(page.getByRole('link', { name: en.shell.otherLanguage.homeLabel })).toHaveAttribute('href', '/hi/');
});

test('each language preloads the fonts its first screen sets, and only the switch names its Hindi letters', async ({ page, request }) => {
  const preloads = async (path: string) => [...(await (await request.get(path)).text()).matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)].map((match) => match[1]).sort();
  // The brand's Latin fonts are preloaded by the head's script, once cached (tests/e2e/brand-fonts.spec.ts).
  expect(await preloads('/ecrop/')).toEqual([devanagariSwitchFont.url]);
  // Not the English switch's letters: the root 404 page's English document renders inside every payload.
  expect(await preloads('/hi/ecrop/')).toEqual([devanagariPageFont.url]);

  // A font that arrives makes the browser lay out again every element whose stack names it: on an English
  // page the switch's 2 KB cut is named by what is marked Hindi, not by the page's text.
  await page.goto('/ecrop/');
  const fontFamily = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).fontFamily);
  expect(await fontFamily(page.locator('body'))).not.toContain('Noto Sans Devanagari');
  expect(await fontFamily(page.getByRole('heading', { level: 1 }))).not.toContain('Noto Sans Devanagari');
  expect(await fontFamily(page.getByRole('link', { name: en.shell.otherLanguage.label }))).toContain('Noto Sans Devanagari');
  await page.goto('/hi/ecrop/');
  expect(await fontFamily(page.locator('body'))).toContain('Noto Sans Devanagari');
});

test('the shell speaks Hindi, and a menu link to an English-only page says so', async ({ page }) => {
  await page.goto('/hi/');
  await expect(page.getByRole('complementary', { name: hi.shell.helplineRegion })).toBeVisible();
  await expect(page.getByRole('button', { name: hi.shell.giveFeedback })).toBeAttached();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('navigation', { name: hi.shell.explore, includeHidden: true })).toBeAttached();
  // Hindi pages are linked in Hindi; an English-only page is marked lang="en" and labelled.
  const about = page.locator('a[href="/about/"][lang="en"]').first();
  await expect(about).toContainText(hi.shell.englishOnly);
  await expect(page.locator('a[href="/hi/ecrop/"]').first()).toBeAttached();
  await expect(footer.getByRole('link', { name: hi.shell.privacyPolicy }).last()).toHaveAttribute('href', '/hi/policy/');
});

test("the Hindi home's link to the English blog says '(in English)' once, before its arrow", async ({ page }) => {
  await page.goto('/hi/');
  const allPosts = page.locator('#latest-posts a[href="/blog/"]');
  const text = (await allPosts.textContent()) ?? '';
  expect(text.split(hi.shell.englishOnly)).toHaveLength(2);
  await expect(allPosts.locator('svg')).toHaveCount(1);
  expect(await allPosts.evaluate((link) => link.lastElementChild?.tagName.toLowerCase())).toBe('svg');
});

test("a Hindi product FAQ's answer links to the prices, marked as English, and to the helpline", async ({ page }) => {
  await page.goto('/hi/ecrop/');
  const answer = page.locator('#faq details').filter({ hasText: 'Buy Product' });
  await answer.locator('summary').click();
  const prices = answer.getByRole('link', { name: `अनुमानित कीमतें देखें ${hi.shell.englishOnly}` });
  await expect(prices).toHaveAttribute('href', '/buy-product/');
  // The label and its note keep apart in the link's flex box (where the note's leading space collapses): from the label's end to its '('.
  // Measured in the page's own fonts; a note that wraps to the next line is apart anyway.
  await page.evaluate(() => document.fonts.ready);
  const gap = await prices.evaluate((link) => {
    const label = document.createRange();
    label.selectNodeContents(link.firstChild!);
    const note = [...link.querySelector('span')!.childNodes].find((node): node is Text => node instanceof Text && node.data.includes('('))!;
    const paren = document.createRange();
    paren.setStart(note, note.data.indexOf('('));
    paren.setEnd(note, note.data.indexOf('(') + 1);
    const [labelBox, parenBox] = [label.getBoundingClientRect(), paren.getBoundingClientRect()];
    return parenBox.top >= labelBox.bottom - 1 ? Number.POSITIVE_INFINITY : parenBox.left - labelBox.right;
  });
  expect(gap).toBeGreaterThan(2);
  await expect(answer.getByRole('link', { name: /कॉल करें/ })).toHaveAttribute('href', /^tel:\d+$/);
});

test('English terms in the Hindi policy are marked English, and it names the controls as the Hindi page shows them', async ({ page }) => {
  await page.goto('/hi/policy/');
  const main = page.getByRole('main');
  for (const term of ['Data Fiduciary', 'Data Principal', 'Consent Manager']) await expect(main.getByText(term, { exact: true })).toHaveAttribute('lang', 'en');
  await expect(main.locator('[lang="en"]', { hasText: site.offices.find((office) => office.kind === 'Registered Office')!.postalCode }).first()).toBeVisible();
  await expect(main.getByText(`“${hi.shell.accept}”`, { exact: false }).first()).toBeVisible();
  await expect(main.getByText(hi.shell.cookieSettings, { exact: true })).toBeVisible();
});

test("a Hindi service page's card links are in Hindi", async ({ page }) => {
  await page.goto('/hi/agri-insurance/');
  const cardLinks = page.locator('main article a').filter({ hasText: hi.sections.learnMore });
  expect(await cardLinks.count()).toBeGreaterThan(0);
  await expect(page.locator('main')).not.toContainText('Learn more');
});

test('an unknown Hindi path answers 404 with the Hindi 404 page', async ({ request, page }) => {
  const response = await request.get('/hi/no-such-page/');
  expect(response.status()).toBe(404);
  expect(await response.text()).toMatch(/<html lang="hi"/);
  await page.goto('/hi/no-such-page/');
  expect(devanagariShare(await page.getByRole('heading', { level: 1 }).innerText())).toBeGreaterThan(0.5);
});

test('the sitemap lists both languages', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  // The offline page is what the service worker shows instead of a page, not a page to index.
  for (const page of hindiPages.filter((candidate) => candidate.slug !== OFFLINE_SLUG)) {
    expect(sitemap).toContain(`<loc>${SITE_URL}${hrefOf(pagePath(page.slug, 'hi'))}</loc>`);
    expect(sitemap).toContain(`<loc>${SITE_URL}${hrefOf(pagePath(page.slug))}</loc>`);
  }
});

/** Fill the Hindi brochure form; the sector is chosen by its Hindi label. */
async function fillHindiBrochure(dialog: Locator, values: { name: string; email: string; phone: string; sector: keyof typeof hi.forms.sectorOptions }) {
  await dialog.getByLabel(hi.forms.fullName, { exact: true }).fill(values.name);
  await dialog.getByLabel(hi.forms.email, { exact: true }).fill(values.email);
  await dialog.getByLabel(hi.forms.phone, { exact: true }).fill(values.phone);
  await dialog.getByLabel(hi.forms.sector, { exact: true }).selectOption({ label: hi.forms.sectorOptions[values.sector] });
}

test('the Hindi brochure form speaks Hindi and posts the same payload as the English one', async ({ page }) => {
  const seen = alerts(page);
  const dialog = await openBrochure(page, 'hi');
  await expect(dialog.getByLabel(hi.forms.fullName, { exact: true })).toBeFocused();
  // Validation in Hindi.
  await dialog.getByRole('button', { name: hi.forms.brochureSubmit }).click();
  await expect(dialog.getByText(`${hi.forms.fullName} ज़रूरी है`)).toBeVisible();
  await expect(dialog.getByText(hi.errors.sector)).toBeVisible();
  const email = unique('hindi-brochure');
  await fillHindiBrochure(dialog, { name: 'आशा पाटिल', email, phone: 'not a phone', sector: 'Others' });
  await dialog.getByRole('button', { name: hi.forms.brochureSubmit }).click();
  await expect(dialog.getByText(hi.errors.phone)).toBeVisible();
  await dialog.getByLabel(hi.forms.phone, { exact: true }).fill('+91 98765 43210');
  await dialog.getByRole('button', { name: hi.forms.brochureSubmit }).click();
  await expect.poll(() => seen).toEqual(['कृपया अपने व्यवसाय का क्षेत्र बताएँ।']);
  await expectNoAxeViolations(page);
  await dialog.getByLabel(hi.forms.customSector).fill('डेयरी सहकारी समिति');
  await dialog.getByRole('button', { name: hi.forms.brochureSubmit }).click();
  await expect(dialog.getByRole('heading', { name: hi.forms.brochureThanks })).toBeVisible();
  await expect(dialog.getByRole('link', { name: hi.forms.brochureDownload })).toHaveAttribute('href', /\.pdf$/);
  const record = storedRecords('leads').find((r) => r.payload.email === email);
  expect(Object.keys(record?.payload ?? {}).sort()).toEqual(['domain', 'email', 'message', 'name', 'phone', 'sector']);
  expect(record?.payload).toMatchObject({ name: 'आशा पाटिल', phone: '+91 98765 43210', sector: 'डेयरी सहकारी समिति', message: 'eCrop Brochure', domain: 'eCrop Brochure' });
});

test('a Hindi sector label sends the English value', async ({ page }) => {
  const dialog = await openBrochure(page, 'hi');
  const email = unique('hindi-sector');
  await fillHindiBrochure(dialog, { name: 'Ravi', email, phone: '9876543210', sector: 'Agriculture' });
  await dialog.getByRole('button', { name: hi.forms.brochureSubmit }).click();
  await expect(dialog.getByRole('heading', { name: hi.forms.brochureThanks })).toBeVisible();
  expect(storedRecords('leads').find((r) => r.payload.email === email)?.payload).toMatchObject({ sector: 'Agriculture', domain: 'eCrop Brochure' });
});

test("while a Hindi form sends it reads 'भेजा जा रहा है...', and a failure alerts in Hindi", async ({ page }) => {
  const seen = alerts(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/contact/send', async (route) => {
    await held;
    await route.fulfill({ status: 503, body: 'Service unavailable' });
  });
  const dialog = await openBrochure(page, 'hi');
  await fillHindiBrochure(dialog, { name: 'Ravi', email: unique('hindi-slow'), phone: '9876543210', sector: 'Finance' });
  await dialog.getByRole('button', { name: hi.forms.brochureSubmit }).click();
  await expect(dialog.getByRole('button', { name: 'भेजा जा रहा है...' })).toBeDisabled();
  release();
  await expect.poll(() => seen).toEqual(['कुछ गलत हो गया। कृपया बाद में पुनः प्रयास करें।']);
  await expect(dialog.getByLabel(hi.forms.fullName, { exact: true })).toHaveValue('Ravi');
});

test('the Hindi feedback and contact forms are in Hindi', async ({ page }) => {
  await page.goto('/hi/feedback/');
  await expect(page.getByRole('group', { name: hi.forms.ratingQuestion })).toBeVisible();
  await page.getByRole('button', { name: hi.forms.feedbackSubmit }).click();
  await expect(page.getByText(hi.errors.rating)).toBeVisible();
  await page.goto('/hi/contact/');
  await expect(page.getByLabel(hi.forms.message, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: hi.forms.contactSubmit }).click();
  await expect(page.getByText(`${hi.forms.phone} ज़रूरी है`)).toBeVisible();
});

test('dates on Hindi pages are written in Hindi', async ({ page }) => {
  const policy = shippedPages('hi').find((doc) => doc.slug === 'policy')!;
  const legal = policy.sections.find((section): section is SectionOf<'legal'> => section.type === 'legal')!;
  await page.goto('/hi/policy/');
  const date = page.locator(`time[datetime="${legal.effectiveDate}"]`);
  await expect(date).toHaveText(formatDate(legal.effectiveDate, 'hi'));
  await expect(date).toHaveText(/^\d{1,2} [\u0900-\u097F]+ \d{4}$/);
});
