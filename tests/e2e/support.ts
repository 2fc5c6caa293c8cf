import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const SITE_URL = (process.env.SITE_URL || 'https://www.haritsat.in').replace(/\/$/, '');

/** The pages this checkout ships, with the structured-data types each must carry. */
export const shellPages = [
  { path: '/', types: ['Organization', 'WebSite'] },
  { path: '/about/', types: ['AboutPage'] },
  { path: '/sustainability/', types: ['WebPage'] },
  { path: '/policy/', types: ['WebPage'] },
] as const;

export const allPages = [...shellPages, { path: '/contact/', types: ['ContactPage'] }] as const;

/** Every @type in the page's JSON-LD blocks, including those inside an @graph. */
export async function jsonLdTypes(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => {
    const data = JSON.parse(text) as { '@type'?: string; '@graph'?: Array<{ '@type': string }> };
    return data['@graph'] ? data['@graph'].map((node) => node['@type']) : [data['@type'] ?? ''];
  });
}

export async function expectNoAxeViolations(page: Page) {
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
