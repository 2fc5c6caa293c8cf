import { expect, test } from '@playwright/test';
import { en } from '@/content/i18n/en';
import { hi } from '@/content/i18n/hi';
import { NOTICE_VERSION } from '@/content/privacy-notice';
import {
  alerts,
  contrast,
  delayPageScripts,
  expectNoAxeViolations,
  field,
  fillBrochure,
  hydrationMark,
  openBrochure,
  storedRecords,
  uniqueEmail as unique,
  waitForHydration,
} from './support';

/** The brochure, feedback and contact forms against the real intake service that `npm start` runs. */

test('the brochure request lands in the intake and the PDF downloads', async ({ page, request }) => {
  const seen = alerts(page);
  const dialog = await openBrochure(page);
  await expect(field(dialog, 'Full name')).toBeFocused();
  await expectNoAxeViolations(page);
  const email = unique('brochure');
  await fillBrochure(page, email, 'Others');
  const specify = dialog.getByLabel(/specify/i);
  await specify.fill('   ');
  await dialog.getByRole('button', { name: 'Get the Brochure' }).click();
  await expect.poll(() => seen).toEqual(['Please specify your sector.']);
  await specify.fill('Dairy cooperative');
  await dialog.getByRole('button', { name: 'Get the Brochure' }).click();
  const download = dialog.getByRole('link', { name: /Download the eCrop Brochure/ });
  await expect(download).toBeVisible();
  await expect(dialog.getByRole('link', { name: '+91 22 4890 1200' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
  const pdf = await request.get((await download.getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  const record = storedRecords('leads').find((r) => r.payload.email === email);
  expect(Object.keys(record?.payload ?? {}).sort()).toEqual(['domain', 'email', 'message', 'name', 'phone', 'sector']);
  // The record keeps the version of the privacy notice the form showed.
  expect(record?.notice).toBe(NOTICE_VERSION);
  expect(record?.payload).toMatchObject({ name: 'Asha Patil', phone: '+91 98765 43210', sector: 'Dairy cooperative', message: 'eCrop Brochure', domain: 'eCrop Brochure' });
});

test('a tap on a brochure button before the scripts have started opens the modal once they have', async ({ page }) => {
  await delayPageScripts(page);
  await page.goto('/ecrop/', { waitUntil: 'domcontentloaded' });
  await page
    .getByRole('button', { name: /Brochure/ })
    .first()
    .click();
  await expect(hydrationMark(page)).toHaveCount(0);
  // The scripts come 3 s late, and hydrate on a busy machine after that.
  await expect(page.getByRole('dialog', { name: 'Download the eCrop Brochure' })).toBeVisible({ timeout: 15_000 });
  await expect(field(page.getByRole('dialog'), 'Full name')).toBeFocused();
});

test('the brochure modal is static, traps focus, and Close resets it and returns focus', async ({ page }) => {
  await page.goto('/ecrop/');
  await waitForHydration(page);
  const button = page.getByRole('button', { name: /Brochure/ }).first();
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Download the eCrop Brochure' });
  await expect(dialog).toBeVisible();
  // Chromium closes a dialog on the third Escape that refuses its close without a tap between: still open.
  for (let press = 0; press < 5; press += 1) await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();
  await field(dialog, 'Full name').fill('Someone');
  await field(dialog, 'Sector').selectOption('Others');
  await dialog.getByLabel(/specify/i).fill('Dairy');
  // Tab goes round the dialog, past its end back to its start, and Shift+Tab the other way: never to the
  // page behind it, and not out to the browser's own controls (the body, in a headless browser) either.
  const stops: string[] = [];
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press(i < 9 ? 'Tab' : 'Shift+Tab');
    stops.push(await dialog.evaluate((el) => (el.contains(document.activeElement) ? 'dialog' : document.activeElement === document.body ? 'browser' : 'page')));
  }
  expect(stops).toEqual(Array(12).fill('dialog'));
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
  await button.click();
  await expect(field(dialog, 'Full name')).toHaveValue('');
  await expect(dialog.getByLabel(/specify/i)).toHaveCount(0);
});

for (const failure of ['an error answer', 'a network error'] as const) {
  test(`on ${failure} the brochure form alerts and keeps its values`, async ({ page }) => {
    const seen = alerts(page);
    await page.route('**/api/contact/send', (route) => (failure === 'an error answer' ? route.fulfill({ status: 503, body: 'Service unavailable' }) : route.abort('failed')));
    const dialog = await openBrochure(page);
    await fillBrochure(page, unique('failure'));
    await dialog.getByRole('button', { name: 'Get the Brochure' }).click();
    await expect.poll(() => seen).toEqual(['Something went wrong. Please try again later.']);
    await expect(dialog).toBeVisible();
    await expect(field(dialog, 'Full name')).toHaveValue('Asha Patil');
    await expect(dialog.getByRole('button', { name: 'Get the Brochure' })).toBeEnabled();
  });
}

test("while submitting, the form is disabled and the button reads 'Submitting...'", async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/contact/send', async (route) => {
    await held;
    await route.continue();
  });
  const dialog = await openBrochure(page);
  await fillBrochure(page, unique('slow'));
  await dialog.getByRole('button', { name: 'Get the Brochure' }).click();
  await expect(dialog.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  await expect(field(dialog, 'Email')).toBeDisabled();
  release();
  await expect(dialog.getByRole('link', { name: /Download the eCrop Brochure/ })).toBeVisible();
});

test('a form whose code cannot be fetched (offline) says so in its modal, and the page stays as it was', async ({ page }) => {
  await page.goto('/ecrop/');
  await waitForHydration(page);
  await page.route('**/_next/static/chunks/**', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Give Feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Feedback Form' });
  await expect(dialog.getByRole('alert')).toContainText('The form could not load. Check your connection and try again.');
  await expect(dialog.getByRole('button', { name: 'Try again' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  // Still the scripted page, not its no-script version: the brochure button is a button, not the contact link.
  await expect(page.getByRole('button', { name: /Brochure/ }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request the brochure on our contact page' })).toHaveCount(0);
});

test("'Give Feedback' opens the 'Feedback Form' modal, which sends to the intake", async ({ page }) => {
  await page.goto('/skywatch/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Give Feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Feedback Form' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: /4 of 5/ }).check({ force: true });
  const message = `SkyWatch page was clear ${Date.now()}`;
  await dialog.getByLabel('Your message').fill(message);
  await dialog.getByRole('button', { name: 'Send Feedback' }).click();
  await expect(dialog.getByText('Thank you for your feedback!')).toBeVisible();
  const record = storedRecords('feedback').find((r) => r.payload.message === message);
  expect(record?.payload).toMatchObject({ rating: 4, page: '/skywatch/' });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('a field with an error still shows the focus ring, 3:1 against the form, when it has the focus', async ({ page }) => {
  await page.goto('/contact/');
  const form = page.getByRole('form', { name: 'Contact us' });
  await page.getByRole('button', { name: 'Send Message' }).click();
  const name = field(form, 'Full name');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await name.focus();
  const ring = await name.evaluate((input) => {
    const style = getComputedStyle(input);
    let surface = input.parentElement;
    while (surface && getComputedStyle(surface).backgroundColor === 'rgba(0, 0, 0, 0)') surface = surface.parentElement;
    return {
      style: style.outlineStyle,
      width: parseFloat(style.outlineWidth),
      colour: style.outlineColor,
      surface: surface ? getComputedStyle(surface).backgroundColor : 'rgb(255, 255, 255)',
    };
  });
  expect(ring.style).toBe('solid');
  expect(ring.width).toBeGreaterThanOrEqual(2);
  expect(contrast(ring.colour, ring.surface)).toBeGreaterThanOrEqual(3);
});

test('every form says in one line what it keeps, why and for how long, and links to the policy', async ({ page }) => {
  const notices = [
    { path: '/feedback/', words: en.forms.feedbackConsent },
    { path: '/contact/', words: en.forms.contactConsent },
    { path: '/hi/contact/', words: hi.forms.contactConsent },
  ];
  for (const { path, words } of notices) {
    await page.goto(path);
    const line = page.locator('form p', { hasText: words });
    await expect(line).toBeVisible();
    await expect(line.getByRole('link')).toHaveAttribute('href', path.startsWith('/hi/') ? '/hi/policy/' : '/policy/');
  }
  const dialog = await openBrochure(page);
  await expect(dialog.locator('p', { hasText: en.forms.brochureConsent }).getByRole('link', { name: en.forms.privacyLink })).toBeVisible();
  await page.goto('/policy/');
  await expect(page.getByText('24 months from the day you send them, then erased automatically.')).toBeVisible();
});

test('the /feedback page and the contact form send to the intake', async ({ page }) => {
  await page.goto('/feedback/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Feedback Form');
  await page.getByRole('radio', { name: /5 of 5/ }).check({ force: true });
  const message = `Useful site ${Date.now()}`;
  await page.getByLabel('Your message').fill(message);
  await page.getByRole('button', { name: 'Send Feedback' }).click();
  await expect(page.getByText('Thank you for your feedback!')).toBeVisible();
  expect(storedRecords('feedback').some((r) => r.payload.message === message)).toBe(true);

  await page.goto('/contact/');
  const email = unique('contact');
  const form = page.getByRole('form', { name: 'Contact us' });
  await field(form, 'Full name').fill('Ravi Kulkarni');
  await field(form, 'Phone').fill('9876543210');
  await field(form, 'Email').fill(email);
  await field(form, 'Message').fill('Soybean yellowing in Latur, can eCrop help?');
  // Its own path: the brochure's path (POST /api/contact/send) carries only the brochure's fields.
  const sent = page.waitForRequest((request) => request.method() === 'POST' && request.url().includes('/api/contact/'));
  await page.getByRole('button', { name: 'Send Message' }).click();
  const request = await sent;
  expect(new URL(request.url()).pathname).toBe('/api/contact/message');
  expect(Object.keys(request.postDataJSON() as object).sort()).toEqual(['email', 'message', 'name', 'page', 'phone', 'website']);
  await expect(page.getByText('Thank you, we have your message.')).toBeVisible();
  expect(storedRecords('leads').find((r) => r.payload.email === email)?.payload).toMatchObject({ domain: 'Contact', message: 'Soybean yellowing in Latur, can eCrop help?' });
  await expectNoAxeViolations(page);
});
