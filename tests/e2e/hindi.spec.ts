import { expect, test, type Locator } from '@playwright/test';
import { en } from '@/content/i18n/en';
import { hi } from '@/content/i18n/hi';
import { site } from '@/content/site';
import { devanagariPageFont, devanagariSwitchFont } from '@/lib/fonts/devanagari';
import { ecropBrochurePath } from '@/lib/brochure';
import { alerts, expectNoAxeViolations, openBrochure, storedRecords, uniqueEmail as unique } from './support';

/** What only the Hindi pages hold to (translations.spec.ts holds every translation to the rest): their switch, fonts, forms and copy. */

test('the language switch goes both ways, as plain links with hreflang and lang', async ({ page }) => {
  await page.goto('/ecrop/');
  await page.locator(`summary[aria-label="${en.shell.languageMenu}: English"]`).first().click();
  const toHindi = page.getByRole('link', { name: hi.shell.thisLanguage.label });
  await expect(toHindi).toHaveAttribute('hreflang', 'hi');
  await expect(toHindi).toHaveAttribute('lang', 'hi');
  await toHindi.click();
  await expect(page).toHaveURL(/\/hi\/ecrop\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await page.locator(`summary[aria-label="${hi.shell.languageMenu}: हिन्दी"]`).first().click();
  const toEnglish = page.getByRole('link', { name: en.shell.thisLanguage.label });
  await expect(toEnglish).toHaveAttribute('hreflang', 'en-IN');
  await toEnglish.click();
  await expect(page).toHaveURL(/\/ecrop\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
});

test('each language preloads the fonts its first screen sets, and only the switch names its Devanagari letters', async ({ page, request }) => {
  const preloads = async (path: string) => [...(await (await request.get(path)).text()).matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)].map((match) => match[1]).sort();
  // The brand's Latin fonts are preloaded by the head's script, once cached (tests/e2e/brand-fonts.spec.ts).
  expect(await preloads('/ecrop/')).toEqual([devanagariSwitchFont.url]);
  // Not the English switch's letters: the root 404 page's English document renders inside every payload.
  expect(await preloads('/hi/ecrop/')).toEqual([devanagariPageFont.url]);
  expect(await preloads('/mr/ecrop/')).toEqual([devanagariPageFont.url]);

  // A font that arrives makes the browser lay out again every element whose stack names it: on an English
  // page the switch's 2 KB cut is named by what is marked Hindi or Marathi, not by the page's text.
  await page.goto('/ecrop/');
  const fontFamily = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).fontFamily);
  expect(await fontFamily(page.locator('body'))).not.toContain('Noto Sans Devanagari');
  expect(await fontFamily(page.getByRole('heading', { level: 1 }))).not.toContain('Noto Sans Devanagari');
  await page.locator(`summary[aria-label="${en.shell.languageMenu}: English"]`).first().click();
  expect(await fontFamily(page.getByRole('link', { name: hi.shell.thisLanguage.label }))).toContain('Noto Sans Devanagari');
  await page.goto('/hi/ecrop/');
  expect(await fontFamily(page.locator('body'))).toContain('Noto Sans Devanagari');
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
  await expect(dialog.getByRole('link', { name: hi.forms.brochureDownload })).toHaveAttribute('href', ecropBrochurePath('hi'));
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
