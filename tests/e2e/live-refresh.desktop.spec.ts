import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Response } from '@playwright/test';
import { hrefOf, paths } from '@/lib/routes';
import { waitForHydration } from './support';

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
    // Each response's verdict is a promise, all awaited before the test ends: a script's body read after
    // the page has closed fails the read ('Test ended'), not the page.
    const verdicts: Promise<string | null>[] = [];
    const judge = (response: Response) => {
      const url = response.url();
      if (url.includes(SDK_SIGNATURE)) verdicts.push(Promise.resolve(url));
      else if (url.endsWith('.js')) verdicts.push(response.text().then((body) => (body.includes(SDK_SIGNATURE) ? url : null)));
    };
    page.on('response', judge);
    // The scripts start after the first paint, which a busy machine can delay past a network idle: wait
    // for React to have hydrated, then for the network to settle.
    await page.goto(route);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    // Past the moment the refresh would have started: the browser has been idle once.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })));
    // What arrives later (a link's prefetch) is not read: its body could outlive the test.
    page.off('response', judge);
    expect(verdicts.length).toBeGreaterThan(0);
    expect((await Promise.all(verdicts)).filter(Boolean)).toEqual([]);
  });
}
