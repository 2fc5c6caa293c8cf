import { CART_CHANGE_EVENT, CART_STORAGE_KEY, parseSavedCart, readSavedCart, restoreCart, saveCart } from './storage';

const catalogue = [
  { id: 'ecrop-field-station', name: 'eCrop field station', price: 38500 },
  { id: 'biosense-reagent-kit', name: 'Biosense reagent kit', price: 12500 },
];

describe('the saved cart', () => {
  beforeEach(() => window.localStorage.clear());

  it('round-trips ids and quantities, and tells the page it changed', () => {
    const heard = jest.fn();
    window.addEventListener(CART_CHANGE_EVENT, heard);
    saveCart([{ id: 'ecrop-field-station', quantity: 2 }]);
    expect(readSavedCart()).toEqual([{ id: 'ecrop-field-station', quantity: 2 }]);
    expect(heard).toHaveBeenCalledTimes(1);
    saveCart([]);
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
    window.removeEventListener(CART_CHANGE_EVENT, heard);
  });

  it.each([
    ['not JSON', '{"version":1,'],
    ['another version', JSON.stringify({ version: 0, lines: [{ id: 'a', quantity: 1 }] })],
    ['no lines', JSON.stringify({ version: 1 })],
    ['a quantity of 0', JSON.stringify({ version: 1, lines: [{ id: 'a', quantity: 0 }] })],
    ['a quantity over 99', JSON.stringify({ version: 1, lines: [{ id: 'a', quantity: 100 }] })],
    ['a fractional quantity', JSON.stringify({ version: 1, lines: [{ id: 'a', quantity: 1.5 }] })],
    ['a bad id', JSON.stringify({ version: 1, lines: [{ id: '<script>', quantity: 1 }] })],
    ['null', 'null'],
  ])('drops a corrupt or outdated value (%s) instead of failing', (_what, raw) => {
    expect(parseSavedCart(raw)).toEqual([]);
  });

  it('restores names and prices from the catalogue, and leaves out products no longer sold', () => {
    const restored = restoreCart(
      [
        { id: 'ecrop-field-station', quantity: 2 },
        { id: 'discontinued', quantity: 1 },
      ],
      catalogue,
    );
    expect(restored).toEqual([{ ...catalogue[0], quantity: 2 }]);
  });
});
