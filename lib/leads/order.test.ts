import { orderReference, priceOrder } from './order';

const catalogue = [
  { id: 'ecrop-field-station', name: 'eCrop field station', price: 38500 },
  { id: 'skywatch-monitor', name: 'SkyWatch', price: 24900 },
];

describe('priceOrder', () => {
  it('prices every line from the catalogue and checks the stated total', () => {
    expect(priceOrder({ lines: [{ id: 'skywatch-monitor', quantity: 3, price: 24900 }], total: 74700 }, catalogue)).toEqual({
      ok: true,
      lines: [{ id: 'skywatch-monitor', name: 'SkyWatch', quantity: 3, price: 24900, lineTotal: 74700 }],
      total: 74700,
    });
  });

  it('names every bad line, not only the first', () => {
    const result = priceOrder(
      {
        lines: [
          { id: 'x', quantity: 1, price: 1 },
          { id: 'skywatch-monitor', quantity: 1, price: 100 },
        ],
        total: 101,
      },
      catalogue,
    );
    expect(result).toEqual({ ok: false, fields: { 'lines.0.id': 'Unknown product', 'lines.1.price': 'The price is now 24900' } });
  });
});

describe('orderReference', () => {
  it('is the IST date and four unambiguous characters', () => {
    // 20:00 UTC on 23 November is already 24 November in India.
    expect(orderReference(new Date('2026-11-23T20:00:00Z'), () => new Uint8Array([0, 1, 30, 31]))).toBe('ORD-261124-23Z2');
  });
});
