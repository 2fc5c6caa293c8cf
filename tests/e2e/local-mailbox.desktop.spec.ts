import { expect, test } from '@playwright/test';
import { en } from '@/content/i18n/en';
import { fillBrochure, openBrochure, uniqueEmail } from './support';

/** The local mailbox that `npm start` runs without SMTP_URL: a newcomer sees the team mail and the visitor's reply. */

test('a brochure request shows up in the local mailbox as the team mail and the reply, whose HTML part renders', async ({ page }) => {
  const email = uniqueEmail('mailbox');
  const dialog = await openBrochure(page);
  await fillBrochure(page, email, 'Agriculture');
  await dialog.getByRole('button', { name: en.forms.brochureSubmit }).click();
  await expect(dialog.getByRole('link', { name: /Download the eCrop Brochure/ })).toBeVisible();

  // The list, newest first: the reply goes to the address typed, the team mail to the desk.
  await expect
    .poll(async () => {
      await page.goto('/_mailbox/');
      return page.getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) }).count();
    })
    .toBe(1);
  await page
    .getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) })
    .getByRole('link')
    .click();
  await expect(page.getByRole('cell', { name: email })).toBeVisible();
  await expect(page.locator('pre')).toContainText('Asha Patil');
  // The HTML part, framed without script or network, is drawn: its text is there to read.
  const frame = page.frameLocator('iframe[title="The mail\'s HTML part"]');
  await expect(frame.locator('body')).toContainText('Asha Patil');
  const shown = await page.locator('iframe').boundingBox();
  expect(shown?.height).toBeGreaterThan(100);
});
