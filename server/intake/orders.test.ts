/** @jest-environment node */
import { postJson, testApi, validOrder, type TestApi } from './test-helpers';

let api: TestApi;

beforeEach(async () => {
  api = await testApi();
});

afterEach(async () => {
  await api.app.close();
});

const withLines = (lines: unknown, total = validOrder.total) => ({ ...validOrder, lines, total });

describe('POST /api/orders', () => {
  it('stores a valid order as the intake prices it, and answers 201 with its reference', async () => {
    const res = await postJson(api.app, '/api/orders', validOrder);
    expect(res.statusCode).toBe(201);
    const body = res.json<{ ok: boolean; id: string; reference: string }>();
    expect(body).toEqual({ ok: true, id: expect.stringMatching(/^[0-9a-f-]{36}$/), reference: expect.stringMatching(/^ORD-\d{6}-[2-9A-HJ-NP-Z]{4}$/) });
    expect(api.store.records.orders).toHaveLength(1);
    expect(api.store.records.orders[0]?.payload).toEqual({
      ...validOrder,
      lines: [
        { id: 'ecrop-field-station', name: 'eCrop field station', quantity: 2, price: 38500, lineTotal: 77000 },
        { id: 'biosense-reagent-kit', name: 'Biosense reagent kit', quantity: 1, price: 12500, lineTotal: 12500 },
      ],
      total: 89500,
      reference: body.reference,
    });
  });

  it('stores each submission once', async () => {
    const [a, b] = [await postJson(api.app, '/api/orders', validOrder), await postJson(api.app, '/api/orders', validOrder)];
    expect(a.json<{ reference: string }>().reference).not.toBe(b.json<{ reference: string }>().reference);
    expect(api.store.records.orders).toHaveLength(2);
  });

  it.each([
    [
      'a tampered price',
      withLines(
        [
          { id: 'ecrop-field-station', quantity: 2, price: 1 },
          { id: 'biosense-reagent-kit', quantity: 1, price: 12500 },
        ],
        12502,
      ),
      { 'lines.0.price': 'The price is now 38500' },
    ],
    ['an unknown product', withLines([{ id: 'gold-plated-tractor', quantity: 1, price: 100 }], 100), { 'lines.0.id': 'Unknown product' }],
    [
      'a product listed twice',
      withLines(
        [
          { id: 'biosense-reagent-kit', quantity: 1, price: 12500 },
          { id: 'biosense-reagent-kit', quantity: 1, price: 12500 },
        ],
        25000,
      ),
      { 'lines.1.id': 'Listed twice' },
    ],
    ['quantity 0', withLines([{ id: 'ecrop-field-station', quantity: 0, price: 38500 }], 0), { 'lines.0.quantity': 'Quantity must be 1 to 99' }],
    ['quantity 100', withLines([{ id: 'ecrop-field-station', quantity: 100, price: 38500 }], 3850000), { 'lines.0.quantity': 'Quantity must be 1 to 99' }],
    ['a quantity sent as text', withLines([{ id: 'ecrop-field-station', quantity: '2', price: 38500 }], 77000), { 'lines.0.quantity': 'Expected number' }],
    ['an empty cart', withLines([], 0), { lines: 'The cart is empty' }],
    ['a total that does not match', { ...validOrder, total: 89000 }, { total: 'Does not match the lines (89500)' }],
    ['no consent', { ...validOrder, consent: false }, { consent: 'Please agree, so that we can answer your enquiry' }],
    ['a state that is not one', { ...validOrder, state: 'Atlantis' }, { state: 'Choose your state or union territory' }],
  ])('refuses %s with 400 naming the field, and stores nothing', async (_what, order, fields) => {
    const res = await postJson(api.app, '/api/orders', order);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Invalid request', fields });
    expect(api.store.records.orders).toHaveLength(0);
  });

  it('answers a filled honeypot like a success and keeps nothing', async () => {
    const res = await postJson(api.app, '/api/orders', { ...validOrder, website: 'http://spam.example' });
    expect(res.statusCode).toBe(201);
    expect(api.store.records.orders).toHaveLength(0);
  });
});
