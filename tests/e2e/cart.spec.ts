import { expect, test, type Page } from '@playwright/test';
import { alerts, expectNoAxeViolations, storedRecords, uniqueEmail, waitForHydration } from './support';

/** The buy page: catalogue, cart and order enquiry, against the real intake that `npm start` runs. */

const cart = (page: Page) => page.getByRole('region', { name: /Your cart/ });
const total = (page: Page) => cart(page).getByTestId('cart-total');
const headerCart = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart/ });

/** The order form, filled with who is asking and where to deliver (consent left to the test). */
async function fillOrder(page: Page, who: { name: string; phone: string; email: string; district: string; state: string }) {
  const form = page.getByRole('form', { name: 'Send an order enquiry' });
  await form.getByLabel('Full name').fill(who.name);
  await form.getByLabel('Phone').fill(who.phone);
  await form.getByLabel('Email').fill(who.email);
  await form.getByLabel('District').fill(who.district);
  await form.getByLabel('State or union territory').selectOption(who.state);
  return form;
}

test.beforeEach(async ({ page }) => {
  await page.goto('/buy-product/');
  await waitForHydration(page);
});

test('the catalogue shows each product with its drawing, what is in the box and its price in rupees', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'eCrop field station' }) });
  await expect(card.getByRole('img')).toHaveAttribute('src', /\.svg$/);
  await expect(card.getByRole('heading', { name: 'In the box' })).toBeVisible();
  await expect(card).toContainText('₹38,500');
  await expect(page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Ecoloo waterless toilet' }) })).toContainText('₹68,000');
  await expect(cart(page)).toContainText('Your cart is empty');
  await expectNoAxeViolations(page);
});

test('add, add again, increment, decrement to removal, remove, clear, with totals, the header count and a reload', async ({ page }) => {
  await page.getByRole('button', { name: 'Add to cart: eCrop field station' }).click();
  await page.getByRole('button', { name: 'Add to cart: eCrop field station' }).click();
  await expect(cart(page).getByRole('status', { name: 'Quantity of eCrop field station' })).toHaveText('2');
  await page.getByRole('button', { name: 'Add to cart: Biosense reagent kit' }).click();
  await expect(total(page)).toHaveText('₹89,500');
  await expect(headerCart(page)).toHaveAccessibleName('Cart, 3 items');

  await page.getByRole('button', { name: 'Increase quantity of Biosense reagent kit' }).click();
  await expect(total(page)).toHaveText('₹1,02,000');
  await page.reload();
  await expect(total(page)).toHaveText('₹1,02,000');
  await expect(headerCart(page)).toHaveAccessibleName('Cart, 4 items');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Decrease quantity of Biosense reagent kit' }).click();
  await page.getByRole('button', { name: 'Decrease quantity of Biosense reagent kit' }).click();
  await expect(cart(page).getByText('Biosense reagent kit')).toHaveCount(0);
  await expect(total(page)).toHaveText('₹77,000');
  await page.getByRole('button', { name: 'Remove eCrop field station from cart' }).click();
  await expect(cart(page)).toContainText('Your cart is empty');
  await page.getByRole('button', { name: 'Add to cart: SkyWatch air-quality monitor' }).click();
  await expect(cart(page).getByRole('heading', { name: /Your cart/ })).toContainText('(1 item)');
  await page.getByRole('button', { name: 'Clear cart' }).click();
  await expect(cart(page)).toContainText('Your cart is empty');
  await expect(headerCart(page)).toHaveAccessibleName('Cart');
});

test('the header count follows the cart on every page', async ({ page }) => {
  await page.getByRole('button', { name: 'Add to cart: Biosense soil tester' }).click();
  await page.goto('/about/');
  await expect(headerCart(page)).toHaveAccessibleName('Cart, 1 item');
  await headerCart(page).click();
  await expect(page).toHaveURL(/\/buy-product\/#cart$/);
});

test('an order enquiry reaches the intake priced by it, shows a reference and empties the cart', async ({ page }) => {
  const seen = alerts(page);
  await page.getByRole('button', { name: 'Add to cart: eCrop field station' }).click();
  await page.getByRole('button', { name: 'Add to cart: eCrop season plan' }).click();
  await page.getByRole('button', { name: 'Increase quantity of eCrop season plan' }).click();
  const email = uniqueEmail('order');
  const form = await fillOrder(page, { name: 'Suresh Patil', phone: '+91 98220 11223', email, district: 'Nashik', state: 'Maharashtra' });
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(form.getByText('Please agree, so that we can answer your enquiry')).toBeVisible();
  await form.getByRole('checkbox').check();
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Send enquiry' }).click();

  const thanks = cart(page).getByRole('heading', { name: 'Thank you, your enquiry is with us.' });
  await expect(thanks).toBeFocused();
  const reference = (await cart(page).locator('strong').textContent()) ?? '';
  expect(reference).toMatch(/^ORD-\d{6}-[2-9A-HJ-NP-Z]{4}$/);
  await expect(headerCart(page)).toHaveAccessibleName('Cart');
  const record = storedRecords('orders').find((r) => r.payload.email === email);
  expect(record?.payload).toMatchObject({
    reference,
    state: 'Maharashtra',
    total: 43300,
    lines: [
      { id: 'ecrop-field-station', quantity: 1, price: 38500 },
      { id: 'ecrop-season-plan', quantity: 2, price: 2400 },
    ],
  });
  expect(seen).toEqual([]);
});

test('an enquiry sent offline says it is saved, and once the network returns and it arrives, shows its reference', async ({ page, context }) => {
  await page.getByRole('button', { name: 'Add to cart: Biosense soil tester' }).click();
  const email = uniqueEmail('order-offline');
  const form = await fillOrder(page, { name: 'Kavita Deshmukh', phone: '+91 94220 33445', email, district: 'Jalna', state: 'Maharashtra' });
  await form.getByRole('checkbox').check();
  await context.setOffline(true);
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(cart(page).getByRole('heading', { name: 'Your enquiry is saved on this device' })).toBeFocused();

  await context.setOffline(false);
  await expect(cart(page).getByRole('heading', { name: 'Thank you, your enquiry is with us.' })).toBeFocused({ timeout: 15_000 });
  const reference = (await cart(page).locator('strong').textContent()) ?? '';
  expect(reference).toMatch(/^ORD-\d{6}-[2-9A-HJ-NP-Z]{4}$/);
  expect(
    storedRecords('orders')
      .filter((r) => r.payload.email === email)
      .map((r) => r.payload.reference),
  ).toEqual([reference]);
});

test('a failed enquiry keeps the cart and says so', async ({ page }) => {
  const seen = alerts(page);
  await page.route('**/api/orders', (route) => route.fulfill({ status: 503, body: 'Service unavailable' }));
  await page.getByRole('button', { name: 'Add to cart: Biosense soil tester' }).click();
  const form = await fillOrder(page, { name: 'Lakshmi N', phone: '080 2345 6789', email: uniqueEmail('order-fail'), district: 'Mandya', state: 'Karnataka' });
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await expect.poll(() => seen).toEqual(['Something went wrong. Please try again later.']);
  await expect(total(page)).toHaveText('₹45,000');
  await expect(form.getByLabel('District')).toHaveValue('Mandya');
  // The button was off while sending, which dropped its focus: the focus comes back to it, to send again.
  await expect(form.getByRole('button', { name: 'Send enquiry' })).toBeFocused();
});

test("an empty enquiry gets the site's own messages, in the page's language and tied to each field, not the browser's", async ({ page }) => {
  await page.getByRole('button', { name: 'Add to cart: Biosense soil tester' }).click();
  const form = page.getByRole('form', { name: 'Send an order enquiry' });
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  const name = form.getByLabel('Full name');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription(/Full name is required/);
  await expect(name).toBeFocused();
  await expect(form.getByLabel('State or union territory')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Please agree, so that we can answer your enquiry')).toBeVisible();
});
