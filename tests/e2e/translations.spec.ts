import { expect, test } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { dictionaryFor } from '@/content/i18n';
import { translatedEdition } from '@/content/i18n/edition';
import { languages } from '@/content/languages';
import { ecropBrochurePath } from '@/lib/brochure';
import { formatDate } from '@/lib/format';
import { DEFAULT_LANG, HTML_LANG, language, LANGS, TRANSLATIONS } from '@/lib/i18n';
import { OFFLINE_SLUG } from '@/lib/offline';
import type { SectionOf } from '@/lib/content/schema';
import { dedicatedSlugs, hrefOf, localePath, pagePath } from '@/lib/routes';
import { shippedPages } from '@/tests/support/local-pages';
import { ANY_WIDTH } from '@/tests/support/any-width';
import { SITE_URL, expectNoAxeViolations, openBrochure, uniqueEmail } from './support';

/**
 * Every translation of content/languages.ts (Hindi, Marathi, and any added after them) holds to the same
 * rules: every page of the edition prerendered with its `lang`, mostly its own script, its own canonical and
 * hreflang to every twin both ways, its 404 page, the sitemap, the shell and the switch in its words.
 */

const DEVANAGARI = /[\u0900-\u097F]/g;

/** Share of the letters in `text` that are Devanagari (digits, spaces and punctuation do not count). */
function devanagariShare(text: string): number {
  const letters = text.match(/\p{L}|\p{M}/gu) ?? [];
  return letters.length ? (text.match(DEVANAGARI) ?? []).length / letters.length : 0;
}

for (const lang of TRANSLATIONS) {
  const { htmlLang, englishName, script } = language(lang);
  const words = dictionaryFor(lang);
  const pages = shippedPages(lang).filter((page) => page.slug !== dedicatedSlugs.notFound);

  test(`every page of the edition has its ${englishName} document`, () => {
    expect(pages.map((page) => page.slug).sort()).toEqual(translatedEdition.filter((slug) => slug !== dedicatedSlugs.notFound).sort());
  });

  for (const page of pages) {
    const path = hrefOf(pagePath(page.slug, lang));
    const english = hrefOf(pagePath(page.slug));
    const twins = LANGS.filter((code) => code === DEFAULT_LANG || shippedPages(code).some((candidate) => candidate.slug === page.slug));

    test(`${path} is ${englishName}: lang, h1, main text, canonical and alternates`, { tag: ANY_WIDTH }, async ({ page: browser, request }) => {
      // Prerendered: the HTML as served, before any script.
      const html = await (await request.get(path)).text();
      expect(html).toContain(`<html lang="${htmlLang}"`);
      expect(html).toContain(`<link rel="canonical" href="${SITE_URL}${path}"/>`);
      for (const code of twins) expect(html).toContain(`<link rel="alternate" hrefLang="${code}" href="${SITE_URL}${hrefOf(localePath(pagePath(page.slug), code))}"/>`);
      expect(html).toContain(`<link rel="alternate" hrefLang="x-default" href="${SITE_URL}${english}"/>`);

      await browser.goto(path);
      await expect(browser.locator('html')).toHaveAttribute('lang', htmlLang);
      const h1 = browser.getByRole('heading', { level: 1 });
      await expect(h1).toHaveCount(1);
      if (script === 'devanagari') {
        expect(devanagariShare(await h1.innerText())).toBeGreaterThan(0.5);
        // Text marked as another language (English post titles, English-only pages in an index) is not the page's own.
        const ownText = await browser.getByRole('main').evaluate((main: HTMLElement, own: string) => {
          const others = [...main.querySelectorAll<HTMLElement>(`[lang]:not([lang="${own}"])`)];
          for (const element of others) element.style.display = 'none';
          const text = main.innerText;
          for (const element of others) element.style.display = '';
          return text;
        }, htmlLang);
        expect(devanagariShare(ownText)).toBeGreaterThan(0.7);
      }
    });

    test(`${english} names its ${englishName} twin`, { tag: ANY_WIDTH }, async ({ request }) => {
      const html = await (await request.get(english)).text();
      expect(html).toContain(`<html lang="${HTML_LANG.en}"`);
      expect(html).toContain(`<link rel="alternate" hrefLang="${lang}" href="${SITE_URL}${path}"/>`);
      expect(html).toContain(`<link rel="alternate" hrefLang="x-default" href="${SITE_URL}${english}"/>`);
    });
  }

  // One test per page: each gets its own time, and a busy machine cannot run one test of all of them out of it.
  for (const path of [...pages.map((p) => hrefOf(pagePath(p.slug, lang))), `${localePath('/', lang)}/no-such-page/`]) {
    test(`axe finds nothing on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expectNoAxeViolations(page);
    });
  }

  test(`the language switch of an ${englishName} page offers every language by its own name, this page in each`, async ({ page }) => {
    await page.goto(hrefOf(localePath('/ecrop', lang)));
    // A native disclosure: its <summary> is named for the language shown ("भाषा: मराठी").
    await page
      .locator(`summary[aria-label="${words.shell.languageMenu}: ${language(lang).name}"]`)
      .first()
      .click();
    for (const { code, name } of languages) {
      const link = page.getByRole('link', { name: dictionaryFor(code).shell.thisLanguage.label });
      await expect(link).toHaveText(name);
      await expect(link).toHaveAttribute('href', hrefOf(localePath('/ecrop', code)));
      await expect(link).toHaveAttribute('hreflang', HTML_LANG[code]);
      await expect(link).toHaveAttribute('lang', HTML_LANG[code]);
    }
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: dictionaryFor(DEFAULT_LANG).shell.thisLanguage.label })).toBeHidden();
    // A page without a twin in this language leads to its home page, and says so in its words.
    await page.goto('/about/');
    await page
      .locator(`summary[aria-label="${dictionaryFor(DEFAULT_LANG).shell.languageMenu}: ${language(DEFAULT_LANG).name}"]`)
      .first()
      .click();
    await expect(page.getByRole('link', { name: words.shell.thisLanguage.homeLabel })).toHaveAttribute('href', hrefOf(localePath('/', lang)));
  });

  test(`the ${englishName} shell speaks its language, and a menu link to an English-only page says so`, async ({ page }) => {
    await page.goto(hrefOf(localePath('/', lang)));
    await expect(page.getByRole('complementary', { name: words.shell.helplineRegion })).toBeVisible();
    await expect(page.getByRole('complementary', { name: words.shell.helplineRegion })).toContainText(words.facts.helplineHours);
    await expect(page.getByRole('button', { name: words.shell.giveFeedback })).toBeAttached();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('navigation', { name: words.shell.explore, includeHidden: true })).toBeAttached();
    const about = page.locator('a[href="/about/"][lang="en"]').first();
    await expect(about).toContainText(words.shell.englishOnly);
    await expect(page.locator(`a[href="${hrefOf(localePath('/ecrop', lang))}"]`).first()).toBeAttached();
    await expect(footer.getByRole('link', { name: words.shell.privacyPolicy }).last()).toHaveAttribute('href', hrefOf(localePath('/policy', lang)));
  });

  test(`an unknown ${englishName} path answers 404 with its own 404 page`, async ({ request, page }) => {
    const path = `${localePath('/', lang)}/no-such-page/`;
    const response = await request.get(path);
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain(`<html lang="${htmlLang}"`);
    await page.goto(path);
    if (script === 'devanagari') expect(devanagariShare(await page.getByRole('heading', { level: 1 }).innerText())).toBeGreaterThan(0.5);
  });

  test(`the sitemap lists every ${englishName} page beside its English twin`, async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    // The offline page is what the service worker shows instead of a page, not a page to index.
    for (const page of pages.filter((candidate) => candidate.slug !== OFFLINE_SLUG)) {
      expect(sitemap).toContain(`<loc>${SITE_URL}${hrefOf(pagePath(page.slug, lang))}</loc>`);
      expect(sitemap).toContain(`<loc>${SITE_URL}${hrefOf(pagePath(page.slug))}</loc>`);
    }
  });

  test(`the ${englishName} feedback and contact forms speak it`, async ({ page }) => {
    await page.goto(hrefOf(localePath('/feedback', lang)));
    await expect(page.getByRole('group', { name: words.forms.ratingQuestion })).toBeVisible();
    await page.getByRole('button', { name: words.forms.feedbackSubmit }).click();
    await expect(page.getByText(words.errors.rating)).toBeVisible();
    await page.goto(hrefOf(localePath('/contact', lang)));
    await expect(page.getByLabel(words.forms.message, { exact: true })).toBeVisible();
  });

  test(`the ${englishName} brochure form gives the ${englishName} brochure, which opens with a page in it`, async ({ page, request }) => {
    const dialog = await openBrochure(page, lang);
    await dialog.getByLabel(words.forms.fullName, { exact: true }).fill('Asha Patil');
    await dialog.getByLabel(words.forms.email, { exact: true }).fill(uniqueEmail(`${lang}-brochure`));
    await dialog.getByLabel(words.forms.phone, { exact: true }).fill('+91 98765 43210');
    await dialog.getByLabel(words.forms.sector, { exact: true }).selectOption({ label: words.forms.sectorOptions.Agriculture });
    await dialog.getByRole('button', { name: words.forms.brochureSubmit }).click();
    const download = dialog.getByRole('link', { name: words.forms.brochureDownload });
    await expect(download).toHaveAttribute('href', ecropBrochurePath(lang));
    const [translated, english] = await Promise.all([request.get(ecropBrochurePath(lang)), request.get(ecropBrochurePath(DEFAULT_LANG))]);
    expect(translated.headers()['content-type']).toBe('application/pdf');
    const [note, brochure] = await Promise.all([PDFDocument.load(await translated.body()), PDFDocument.load(await english.body())]);
    expect(note.getPageCount()).toBe(brochure.getPageCount() + 1);
    expect(note.getTitle()).toContain(words.sections.brochure);
  });

  test(`dates on ${englishName} pages are written in it`, async ({ page }) => {
    const policy = shippedPages(lang).find((doc) => doc.slug === 'policy')!;
    const legal = policy.sections.find((section): section is SectionOf<'legal'> => section.type === 'legal')!;
    await page.goto(hrefOf(localePath('/policy', lang)));
    await expect(page.locator(`time[datetime="${legal.effectiveDate}"]`)).toHaveText(formatDate(legal.effectiveDate, lang));
  });
}
