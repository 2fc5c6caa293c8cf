import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page as BrowserPage, type Request } from '@playwright/test';
import type { Page } from '@/lib/content/schema';
import { dedicatedSlugs, hrefOf, localePath, pagePath } from '@/lib/routes';
import { shippedPages } from '@/tests/support/local-pages';
import { site } from '@/content/site';
import { dictionaryFor } from '@/content/i18n';
import type { Lang } from '@/lib/i18n';
import { OFFLINE_SLUG } from '@/lib/offline';
import { HYDRATED_ATTRIBUTE } from '@/lib/hydration-mark';
import { headHydrated } from '@/lib/navigation-rescue';
import { REACT_FIBER_PREFIX } from '@/lib/react-internals';

export const SITE_URL = (process.env.SITE_URL || site.url).replace(/\/$/, '');

/** The schema.org type a page's structured data must carry, by its kind and structured-data class. */
const mainType: Record<string, string[]> = {
  service: ['Service', 'BreadcrumbList'],
  product: ['Product', 'BreadcrumbList'],
  home: ['Organization', 'WebSite'],
  about: ['AboutPage', 'BreadcrumbList'],
  contact: ['ContactPage', 'BreadcrumbList'],
  sustainability: ['WebPage', 'BreadcrumbList'],
  policy: ['WebPage', 'BreadcrumbList'],
  blog: ['Blog', 'BreadcrumbList'],
  collection: ['CollectionPage', 'BreadcrumbList'],
  webpage: ['WebPage', 'BreadcrumbList'],
};

/** Every page the site ships, from its documents, with the structured-data types it must carry. */
export const sitePages = shippedPages()
  .filter((page) => page.slug !== dedicatedSlugs.notFound)
  .map((page: Page) => ({
    slug: page.slug,
    path: hrefOf(pagePath(page.slug)),
    label: page.label,
    heading: page.sections[0]?.type === 'banner' ? page.sections[0].heading : '',
    types: [...(mainType[page.kind === 'page' ? page.pageType : page.kind] ?? []), ...(page.sections.some((section) => section.type === 'faq') ? ['FAQPage'] : [])],
  }));

/**
 * The pages a visitor browses to: in the sitemap and the site index, reached by links. The offline page
 * is not one: it is what the service worker shows instead of a page it cannot fetch.
 */
export const browsablePages = sitePages.filter((page) => page.slug !== OFFLINE_SLUG);

/** Every node of the page's JSON-LD blocks, those inside an @graph included. */
export async function jsonLdNodes(page: BrowserPage): Promise<Array<Record<string, unknown>>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => {
    const data = JSON.parse(text) as Record<string, unknown> & { '@graph'?: Array<Record<string, unknown>> };
    return data['@graph'] ?? [data];
  });
}

/** Every @type in the page's JSON-LD blocks, including those inside an @graph. */
export async function jsonLdTypes(page: BrowserPage): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => {
    const data = JSON.parse(text) as { '@type'?: string; '@graph'?: Array<{ '@type': string }> };
    return data['@graph'] ? data['@graph'].map((node) => node['@type']) : [data['@type'] ?? ''];
  });
}

export async function expectNoAxeViolations(page: BrowserPage) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}

/** The served HTML itself (no script run) has the page: status 200, one h1, its canonical and JSON-LD. */
export async function expectPrerendered(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
  expect(html).toContain(`<link rel="canonical" href="${SITE_URL}${path}"/>`);
  expect(html).toContain('application/ld+json');
  return html;
}

/** What the intake that `npm start` runs has stored in a collection (its file store under data/). */
export function storedRecords(collection: string): Array<{ id: string; payload: Record<string, unknown>; notice?: string }> {
  try {
    return readFileSync(path.join(process.cwd(), 'data', `${collection}.jsonl`), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
  } catch {
    return [];
  }
}

/** An email address no other test run uses. */
export const uniqueEmail = (tag: string) => `${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.in`;

/** Collect alert texts and accept them. */
export function alerts(page: BrowserPage): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(dialog.message());
    void dialog.accept();
  });
  return seen;
}

/** The eCrop page's brochure modal, open, in English or Hindi. */
export async function openBrochure(page: BrowserPage, lang: Lang = 'en') {
  await page.goto(localePath('/ecrop/', lang));
  // The modal is the script's: a click before the page hydrates meets a button with nothing behind it yet.
  await waitForHydration(page);
  await page
    .getByRole('button', { name: new RegExp(dictionaryFor(lang).sections.brochure, 'i') })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: dictionaryFor(lang).forms.brochureTitle });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** A form field by its exact label, inside the open dialog or page region. */
export const field = (scope: BrowserPage | ReturnType<BrowserPage['getByRole']>, label: string) => scope.getByLabel(label, { exact: true });

export async function fillBrochure(page: BrowserPage, email: string, sector = 'Agriculture') {
  const dialog = page.getByRole('dialog');
  await field(dialog, 'Full name').fill('Asha Patil');
  await field(dialog, 'Email').fill(email);
  await field(dialog, 'Phone').fill('+91 98765 43210');
  await field(dialog, 'Sector').selectOption(sector);
}

/**
 * Waits until the page has hydrated (lib/hydration-mark.ts marks <html>), for what only the page's script
 * does, such as a keyboard shortcut: before that the page is its HTML, whose links and forms work alone.
 * Then until its head has too, which React does last: a link followed before then loads its page whole
 * (lib/navigation-rescue.ts), where a test may mean a client-side navigation.
 */
export async function waitForHydration(page: BrowserPage) {
  await expect(hydrationMark(page)).toHaveCount(1, { timeout: 15_000 });
  await page.waitForFunction(headHydrated, REACT_FIBER_PREFIX, { timeout: 15_000 });
}

/** The <html> element once it carries the hydration mark (none before the page has hydrated). */
export const hydrationMark = (page: BrowserPage) => page.locator(`html[${HYDRATED_ATTRIBUTE}]`);

/**
 * Holds back every script chunk of the site by `ms`, as on a slow phone: the page shows, then hydrates late.
 * The default is long enough that a tap made as soon as the HTML is there lands before the scripts run,
 * even while another test worker keeps a two-core machine busy (1.5 s was not, once in ten).
 */
export async function delayPageScripts(page: BrowserPage, ms = 3_000) {
  await page.route(/\/_next\/static\/chunks\/.+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.fallback();
  });
}

/**
 * Open a page and wait until the service worker controls it (it registers when the page is idle; one reload
 * hands it the page). The spec must allow service workers (`test.use({ serviceWorkers: 'allow' })`).
 */
export async function controlled(page: BrowserPage, path = '/') {
  await page.goto(path);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/** Every document the page loads from now on (a full page load), as paths with their hash-less query. */
export function documentLoads(page: BrowserPage): string[] {
  const loads: string[] = [];
  page.on('request', (request: Request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      const url = new URL(request.url());
      loads.push(url.pathname + url.search);
    }
  });
  return loads;
}

/** WCAG's contrast ratio of two computed `rgb(...)` colours. */
export function contrast(first: string, second: string): number {
  const luminance = (colour: string) => {
    const [r, g, b] = colour
      .match(/\d+(\.\d+)?/g)!
      .slice(0, 3)
      .map((channel) => {
        const value = Number(channel) / 255;
        return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}
