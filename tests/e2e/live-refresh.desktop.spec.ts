import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { hrefOf, paths } from '@/lib/routes';

/**
 * The default build has no public Firebase config, so the live refresh is compiled out: no script of the
 * site holds the Firestore web SDK, and no page asks for it. (The configured build, reading the emulator,
 * is tested in firestore-build.desktop.spec.ts.)
 */
const SDK_SIGNATURE = 'firestore.googleapis.com';

test('no script of the default build carries the Firestore web SDK', () => {
  const chunks = path.join(process.cwd(), 'out', '_next', 'static', 'chunks');
  const scripts = readdirSync(chunks, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((file) => readFileSync(path.join(chunks, file), 'utf8').includes(SDK_SIGNATURE))).toEqual([]);
});

for (const route of [paths.home, paths.blog, paths.moreReads].map(hrefOf)) {
  test(`${route} loads no Firestore code and makes no Firestore request, even once idle`, async ({ page }) => {
    const offenders: string[] = [];
    page.on('response', async (response) => {
      const url = response.url();
      if (url.includes(SDK_SIGNATURE) || (url.endsWith('.js') && (await response.text()).includes(SDK_SIGNATURE))) offenders.push(url);
    });
    await page.goto(route, { waitUntil: 'networkidle' });
    // Past the moment the refresh would have started: the browser has been idle once.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })));
    expect(offenders).toEqual([]);
  });
}
