import { expect, test, type Page } from '@playwright/test';
import { en } from '@/content/i18n/en';
import { OUTBOX_DATABASE, OUTBOX_SUBMISSIONS } from '@/lib/leads/outbox-store';
import { alerts, fillBrochure, openBrochure, storedRecords, uniqueEmail as unique, waitForHydration } from './support';

/** A form sent without a network is kept on the device and delivered once when the network returns. */

/** How many submissions the page's outbox (IndexedDB, lib/leads/outbox-store.ts) still holds. */
const outboxSize = (page: Page) =>
  page.evaluate(
    ([name, store]) =>
      new Promise<number>((resolve, reject) => {
        const opening = indexedDB.open(name);
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const database = opening.result;
          if (!database.objectStoreNames.contains(store)) return resolve(0);
          const counting = database.transaction(store).objectStore(store).count();
          counting.onsuccess = () => resolve(counting.result);
          counting.onerror = () => reject(counting.error);
        };
      }),
    [OUTBOX_DATABASE, OUTBOX_SUBMISSIONS] as const,
  );
const storedFor = (email: string) => storedRecords('leads').filter((record) => record.payload.email === email);

test('a brochure request made offline says it is saved, and arrives once when the network returns', async ({ page, context }) => {
  const email = unique('offline-brochure');
  const seen = alerts(page);
  const dialog = await openBrochure(page);
  await fillBrochure(page, email);
  await context.setOffline(true);
  await dialog.getByRole('button', { name: 'Get the Brochure' }).click();
  await expect(dialog.getByRole('heading', { name: en.forms.savedOfflineTitle })).toBeFocused();
  await expect(dialog).toContainText(en.forms.savedOfflineBody);
  expect(seen).toEqual([]);
  expect(storedFor(email)).toHaveLength(0);

  await context.setOffline(false);
  await expect.poll(() => storedFor(email).length, { timeout: 15_000 }).toBe(1);
  // Sent now: the dialog no longer says saved, and offers the brochure, as a request sent at once does.
  await expect(dialog.getByRole('heading', { name: en.forms.brochureThanks })).toBeFocused();
  await expect(dialog.getByRole('link', { name: en.forms.brochureDownload })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: en.forms.savedOfflineTitle })).toHaveCount(0);
  // Another visit finds nothing left to send: once its outbox is empty (a second delivery would have
  // finished before its entry went), still one record.
  await page.goto('/about/');
  await waitForHydration(page);
  await expect.poll(() => outboxSize(page)).toBe(0);
  expect(storedFor(email)).toHaveLength(1);
  expect(storedFor(email)[0]!.payload).toMatchObject({ email, message: 'eCrop Brochure', domain: 'eCrop Brochure' });
});

test('the saved request survives closing the tab, and the next visit sends it', async ({ context }) => {
  const email = unique('offline-next-visit');
  const page = await context.newPage();
  const dialog = await openBrochure(page);
  await fillBrochure(page, email);
  await context.setOffline(true);
  await dialog.getByRole('button', { name: 'Get the Brochure' }).click();
  await expect(dialog.getByRole('heading', { name: en.forms.savedOfflineTitle })).toBeVisible();
  await page.close();

  await context.setOffline(false);
  const later = await context.newPage();
  await later.goto('/');
  await expect.poll(() => storedFor(email).length, { timeout: 15_000 }).toBe(1);
});

test('a refusal by the intake is not kept: the failure alert, as before', async ({ page }) => {
  const seen = alerts(page);
  await page.route('**/api/contact/send', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Internal"}' }));
  const dialog = await openBrochure(page);
  await fillBrochure(page, unique('refused'));
  await dialog.getByRole('button', { name: 'Get the Brochure' }).click();
  await expect.poll(() => seen).toEqual([en.forms.submitFailed]);
  await expect(dialog.getByRole('heading', { name: en.forms.savedOfflineTitle })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('outbox:pending'))).toBeNull();
});
