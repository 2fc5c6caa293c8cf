import { expect, test } from '@playwright/test';
import { REACT_LISTENING_PREFIX } from '@/lib/react-internals';
import { browsablePages, documentLoads, expectNoAxeViolations, expectPrerendered, jsonLdNodes, jsonLdTypes, sitePages, SITE_URL, waitForHydration } from './support';
import { ANY_WIDTH } from '@/tests/support/any-width';

/** The text of HTML as the browser reads it (the entities React writes). */
function decodeEntities(html: string): string {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" };
  return html.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => entities[name] ?? _);
}

/** Every page document of the site: as served (at one width), and rendered at both widths. */
for (const { path, types, heading } of sitePages) {
  test.describe(`page ${path}`, () => {
    test('is prerendered with its own h1, its canonical and its structured data', { tag: ANY_WIDTH }, async ({ request }) => {
      const html = await expectPrerendered(request, path);
      expect(decodeEntities(html.match(/<h1[^>]*>(.*?)<\/h1>/s)?.[1] ?? '')).toBe(heading);
      // Its first paint waits for the header to be parsed whole: the head names the <main> after it.
      const [head, body] = html.split('</head>') as [string, string];
      expect(head).toContain('<link rel="expect" href="#main" blocking="render"/>');
      expect(body).toMatch(/<main id="main"/);
    });

    test('renders, has the right JSON-LD types and no axe violations', async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_URL}${path}`);
      const found = await jsonLdTypes(page);
      for (const type of types) expect(found).toContain(type);
      await expectNoAxeViolations(page);
    });
  });
}

test('the home page states the company address in Navi Mumbai, 400710', async ({ page }) => {
  await page.goto('/');
  const organization = (await jsonLdNodes(page)).find((node) => node['@type'] === 'Organization');
  expect(organization?.address).toMatchObject({ addressLocality: 'Navi Mumbai', addressRegion: 'Maharashtra', postalCode: '400710', addressCountry: 'IN' });
});

test('/contact hides the header and the footer, and keeps the announcement bar and the floating buttons', async ({ page }) => {
  await page.goto('/contact/');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  await expect(page.locator('header')).toHaveCount(0);
  await expect(page.locator('footer')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Toll-free helpline' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Give Feedback' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Weather AI assistant/ })).toBeVisible();
});

test('other pages wear the announcement bar, header, footer and floating buttons', async ({ page }) => {
  await page.goto('/about/');
  await expect(page.getByRole('link', { name: '1800 572 4100' }).first()).toBeVisible();
  await expect(page.locator('header')).toHaveCount(1);
  await expect(page.locator('footer')).toHaveCount(1);
  const weather = page.getByRole('link', { name: /Weather AI assistant/ });
  await expect(weather).toHaveAttribute('target', '_blank');
  await expect(weather).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(page.getByRole('link', { name: /WhatsApp/ }).last()).toHaveAttribute('href', /^https:\/\/wa\.me\//);
  await expect(page.getByRole('button', { name: 'Give Feedback' })).toBeVisible();
});

test('an unknown path is the not-found page with status 404', async ({ page, request }) => {
  const response = await request.get('/no-such-page/');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('This field is empty');
  await page.goto('/no-such-page/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This field is empty');
  await expectNoAxeViolations(page);
});

test('a page without its trailing slash redirects permanently, keeping the query', async ({ request }) => {
  const response = await request.get('/about?from=test', { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(response.headers()['location']).toBe('/about/?from=test');
});

test('sitemap.xml and robots.txt come from the route table', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const { path } of browsablePages) expect(sitemap).toContain(`<loc>${SITE_URL}${path}</loc>`);
  expect(sitemap).not.toContain('/offline/');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
});

test('responses carry the security and cache headers', async ({ request }) => {
  const page = await request.get('/');
  const headers = page.headers();
  expect(headers['content-security-policy']).toContain("default-src 'self'");
  expect(headers['strict-transport-security']).toContain('max-age=');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  const html = await page.text();
  const script = html.match(/src="(\/_next\/static\/[^"]+\.js)"/)?.[1];
  expect(script).toBeTruthy();
  const asset = await request.get(script!);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('pages read and navigate with JavaScript off', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(/\/about\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.close();
});

test('at 320 px (a small phone, or 200% zoom) no page scrolls sideways: wide tables scroll in their own box', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 320, height: 640 } });
  const page = await context.newPage();
  for (const path of ['/', '/hi/', '/biosense/', '/post/how-to-read-ndvi-crop-health-map/']) {
    await page.goto(path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
  }
  // The post's table box is a region named after its header cells, which the keyboard can reach.
  const box = page.getByRole('region', { name: 'Colour on the map, Typical NDVI, What it usually means, What to do' });
  await expect(box.getByRole('table')).toHaveCount(1);
  await box.focus();
  await expect(box).toBeFocused();
  await context.close();
});

test('a client-side navigation scrolls to the top and updates the canonical', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const loads = documentLoads(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page).toHaveURL(/\/policy\/$/);
  // Next adds the new page's canonical before it removes the old one: wait for the new one, then for the old to go.
  await expect(page.locator(`link[rel="canonical"][href="${SITE_URL}/policy/"]`)).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('title')).toHaveCount(1);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  expect(loads, 'no document loaded: the page changed in place').toEqual([]);
});

/*
 * On a slow phone a tap can land while the page hydrates: React hydrates the rest of the page for the tap,
 * but the head's title and canonical only later. A page change then would leave the old page's beside the
 * new page's (it did, from the home page, in 10 of 10 tries at 6× CPU slowdown), so the page loads whole.
 */
test('a link tapped while a slow phone is still hydrating the page leaves the new page’s one title and canonical', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.goto('/', { waitUntil: 'commit' });
  // The tap lands the moment React listens on the page, as it begins to hydrate: the window at stake.
  await page.evaluate(
    ({ reactListeningPrefix, href }) =>
      new Promise<void>((resolve) => {
        const tapWhenReactListens = () => {
          const link = document.querySelector<HTMLAnchorElement>(`footer a[href="${href}"]`);
          if (!link || !Object.keys(document).some((key) => key.startsWith(reactListeningPrefix))) return void setTimeout(tapWhenReactListens, 5);
          resolve();
          setTimeout(() => link.click());
        };
        tapWhenReactListens();
      }),
    { reactListeningPrefix: REACT_LISTENING_PREFIX, href: '/policy/' },
  );
  // A page change on a phone this slow takes seconds.
  await expect(page).toHaveURL(/\/policy\/$/, { timeout: 15_000 });
  await expect(page.locator(`link[rel="canonical"][href="${SITE_URL}/policy/"]`)).toHaveCount(1, { timeout: 15_000 });
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page).toHaveTitle(/^Privacy Policy/);
  await expect(page.locator('title')).toHaveCount(1);
  // The page stays so: nothing is left to hydrate that could add the old tags back.
  await waitForHydration(page);
  await expect(page.locator('title')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
});

/*
 * The contact and feedback pages load their form after hydrating. A link followed the moment such a page
 * shows, before it has hydrated, must still leave the head with the new page's one title and canonical
 * (a client-only boundary around the form once left the old page's beside them, in 1 to 2 tries of 5).
 */
for (const { from, link, to } of [
  { from: '/feedback/', link: { region: 'contentinfo', name: 'Privacy policy' }, to: '/policy/' },
  { from: '/contact/', link: { region: 'navigation', name: 'Back to home' }, to: '/' },
] as const) {
  test(`a link followed as soon as ${from} shows leaves the new page's one title and canonical`, async ({ page }) => {
    for (let attempt = 0; attempt < 3; attempt++) {
      await page.goto(from);
      await page.getByRole('heading', { level: 1 }).waitFor();
      // A click in the page's own script, so it is not held back until the page is still.
      await page
        .getByRole(link.region)
        .getByRole('link', { name: link.name })
        .first()
        .evaluate((anchor: HTMLAnchorElement) => anchor.click());
      await expect(page).toHaveURL((url) => url.pathname === to);
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_URL}${to}`);
      await expect(page.locator('title')).toHaveCount(1);
    }
  });
}

test('the home page shows the three latest posts', async ({ page }) => {
  await page.goto('/');
  const posts = page.getByRole('region', { name: 'Field notes from our agronomists' }).getByRole('article');
  await expect(posts).toHaveCount(3);
  await expect(posts.first().getByRole('link')).toHaveAttribute('href', /^\/post\/[a-z0-9-]+\/$/);
});

test('/agriStack, the other spelling, answers 308 to /agristack/', async ({ request }) => {
  const response = await request.get('/agriStack', { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(response.headers()['location']).toBe('/agristack/');
  expect((await request.get('/agriStack')).status()).toBe(200);
});

/*
 * Each page inlines its stylesheet in the head (no render-blocking request), and still hydrates with it, on
 * load and after a client-side navigation to a page the document did not start on.
 */
test('each page inlines its stylesheet, and hydrates and navigates styled', async ({ page, request }) => {
  for (const path of ['/', '/about/', '/ecrop/', '/hi/ecrop/', '/blog/']) {
    const html = await (await request.get(path)).text();
    const inlined = /<style data-precedence="next" data-href="[^"]+">([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    expect(inlined.length, `${path} inlines its stylesheet`).toBeGreaterThan(10_000);
    expect(html, `${path} links no stylesheet`).not.toMatch(/<link rel="stylesheet"/);
  }
  await page.goto('/about/');
  await waitForHydration(page);
  // The font stacks come from the inlined stylesheet (a first page's: the fallback of Inter).
  const bodyStyle = () => page.evaluate(() => getComputedStyle(document.body).fontFamily);
  expect(await bodyStyle()).toContain('Inter Fallback');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page).toHaveURL(/\/policy\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await bodyStyle()).toContain('Inter Fallback');
  expect(await page.locator('style[data-precedence="next"]').count()).toBe(1);
});

/*
 * The typography plugin's prose styles (app/prose.css) are inlined only into pages with long-form text:
 * the policy and the posts. A page without it does not carry them, and a client-side visit from such a
 * page to the policy brings them along.
 */
test('only pages with long-form text carry the prose styles, and a client-side visit brings them', async ({ page, request }) => {
  const proseRule = '.prose{';
  const carriesProse = async (path: string) => (await (await request.get(path)).text()).includes(proseRule);
  for (const path of ['/', '/about/', '/ecrop/', '/blog/', '/contact/']) expect(await carriesProse(path), path).toBe(false);
  const post = /href="(\/post\/[a-z0-9-]+\/)"/.exec(await (await request.get('/blog/')).text())?.[1];
  for (const path of ['/policy/', '/hi/policy/', post!]) expect(await carriesProse(path), path).toBe(true);

  await page.goto('/about/');
  await waitForHydration(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page).toHaveURL(/\/policy\/$/);
  const heading = page.locator('.prose h2').first();
  await expect(heading).toBeVisible();
  // The plugin's space above a heading (2em of 24 px); without its rules the site's reset leaves none.
  expect(await heading.evaluate((element) => getComputedStyle(element).marginTop)).toBe('48px');
  await expect(page.locator('style[data-href~="prose"]')).toHaveCount(1);
});
