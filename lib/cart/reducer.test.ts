import fc from 'fast-check';
import { MAX_QUANTITY } from '@/lib/constants';
import { cartCount, cartReducer, cartTotal, type CartAction, type CartItem } from './reducer';

type Item = CartItem & { name: string; unit: string };
const ecrop = { id: 'ecrop-field-station', price: 38500, name: 'eCrop field station', unit: 'per device' };
const kit = { id: 'biosense-reagent-kit', price: 12500, name: 'Biosense reagent kit', unit: 'kit of 50 tests' };
const run = (actions: Array<CartAction<Item>>, start: Item[] = []) => actions.reduce(cartReducer<Item>, start);

describe('cart reducer', () => {
  it('adds a new item with quantity 1, passing its other fields through', () => {
    expect(run([{ type: 'add', item: ecrop }])).toEqual([{ ...ecrop, quantity: 1 }]);
  });

  it('adding an item already in the cart raises its quantity by 1, keeping its place', () => {
    expect(
      run([
        { type: 'add', item: ecrop },
        { type: 'add', item: kit },
        { type: 'add', item: ecrop },
      ]),
    ).toEqual([
      { ...ecrop, quantity: 2 },
      { ...kit, quantity: 1 },
    ]);
  });

  it('increment adds 1 to that line only', () => {
    expect(
      run(
        [{ type: 'increment', id: ecrop.id }],
        [
          { ...ecrop, quantity: 2 },
          { ...kit, quantity: 1 },
        ],
      ),
    ).toEqual([
      { ...ecrop, quantity: 3 },
      { ...kit, quantity: 1 },
    ]);
  });

  it('adding and increment stop at the most one enquiry may ask for, leaving the other lines as they are', () => {
    const full = [
      { ...ecrop, quantity: MAX_QUANTITY },
      { ...kit, quantity: 3 },
    ];
    expect(
      run(
        [
          { type: 'add', item: ecrop },
          { type: 'increment', id: ecrop.id },
        ],
        full,
      ),
    ).toEqual(full);
    expect(run([{ type: 'add', item: kit }], [{ ...kit, quantity: MAX_QUANTITY - 1 }])).toEqual([{ ...kit, quantity: MAX_QUANTITY }]);
  });

  it('decrement subtracts 1, and removes the line when it reaches 0', () => {
    const start = [
      { ...ecrop, quantity: 2 },
      { ...kit, quantity: 1 },
    ];
    expect(run([{ type: 'decrement', id: ecrop.id }], start)).toEqual([
      { ...ecrop, quantity: 1 },
      { ...kit, quantity: 1 },
    ]);
    expect(run([{ type: 'decrement', id: kit.id }], start)).toEqual([{ ...ecrop, quantity: 2 }]);
  });

  it('remove deletes the line, clear empties the cart, replace puts a whole cart in place', () => {
    const start = [
      { ...ecrop, quantity: 2 },
      { ...kit, quantity: 1 },
    ];
    expect(run([{ type: 'remove', id: ecrop.id }], start)).toEqual([{ ...kit, quantity: 1 }]);
    expect(run([{ type: 'clear' }], start)).toEqual([]);
    expect(run([{ type: 'replace', items: [{ ...kit, quantity: 4 }] }], start)).toEqual([{ ...kit, quantity: 4 }]);
  });

  it('actions on an id not in the cart change nothing', () => {
    const start = [{ ...ecrop, quantity: 2 }];
    for (const type of ['increment', 'decrement', 'remove'] as const) expect(run([{ type, id: 'ecoloo-unit' }], start)).toEqual(start);
  });

  it('never changes the state it was given', () => {
    const start = Object.freeze([Object.freeze({ ...ecrop, quantity: 1 })]) as Item[];
    expect(() =>
      run(
        [
          { type: 'add', item: ecrop },
          { type: 'increment', id: ecrop.id },
          { type: 'decrement', id: ecrop.id },
          { type: 'remove', id: ecrop.id },
        ],
        start,
      ),
    ).not.toThrow();
  });

  it('the total is the sum of price × quantity, and the count the sum of quantities', () => {
    const cart = [
      { ...ecrop, quantity: 2 },
      { ...kit, quantity: 3 },
    ];
    expect(cartTotal(cart)).toBe(2 * 38500 + 3 * 12500);
    expect(cartCount(cart)).toBe(5);
    expect(cartTotal([])).toBe(0);
  });
});

describe('cart reducer, for any sequence of actions', () => {
  const products = [ecrop, kit, { id: 'ecoloo-unit', price: 68000, name: 'Ecoloo', unit: 'per unit' }, { id: 'plan', price: 2400, name: 'Plan', unit: 'per season' }];
  const id = fc.constantFrom(...products.map((p) => p.id));
  const action: fc.Arbitrary<CartAction<Item>> = fc.oneof(
    fc.constantFrom(...products).map((item) => ({ type: 'add' as const, item })),
    id.map((value) => ({ type: 'increment' as const, id: value })),
    id.map((value) => ({ type: 'decrement' as const, id: value })),
    id.map((value) => ({ type: 'remove' as const, id: value })),
    fc.constant({ type: 'clear' as const }),
  );

  it('keeps the total equal to Σ price × quantity, every quantity ≥ 1, and one line per product', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 60 }), (actions) => {
        const cart = run(actions);
        expect(cartTotal(cart)).toBe(cart.reduce((sum, line) => sum + line.price * line.quantity, 0));
        for (const line of cart) expect(line.quantity).toBeGreaterThanOrEqual(1);
        expect(new Set(cart.map((line) => line.id)).size).toBe(cart.length);
      }),
    );
  });

  it('each quantity is the adds and increments (up to the most) minus the decrements since the line last left the cart', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 60 }), (actions) => {
        const expected = new Map<string, number>();
        for (const a of actions) {
          if (a.type === 'clear') expected.clear();
          else if (a.type === 'add') expected.set(a.item.id, Math.min(MAX_QUANTITY, (expected.get(a.item.id) ?? 0) + 1));
          else if (a.type === 'increment' && expected.has(a.id)) expected.set(a.id, Math.min(MAX_QUANTITY, expected.get(a.id)! + 1));
          else if (a.type === 'decrement' && expected.has(a.id)) {
            const next = expected.get(a.id)! - 1;
            if (next === 0) expected.delete(a.id);
            else expected.set(a.id, next);
          } else if (a.type === 'remove') expected.delete(a.id);
        }
        expect(new Map(run(actions).map((line) => [line.id, line.quantity]))).toEqual(expected);
      }),
    );
  });
});
