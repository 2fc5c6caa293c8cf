import { fill, fillCount } from './i18n';

describe('fill', () => {
  it('puts each value in its hole and leaves a hole without a value as it is', () => {
    expect(fill('Add to cart: {name}', { name: 'eCrop' })).toBe('Add to cart: eCrop');
    expect(fill('{name} × {quantity}', { name: 'Biosense' })).toBe('Biosense × {quantity}');
  });
});

describe('fillCount', () => {
  it('takes the one form for exactly one, and the many form otherwise', () => {
    expect(fillCount(1, '{count} item', '{count} items')).toBe('1 item');
    expect(fillCount(2, '{count} item', '{count} items')).toBe('2 items');
    expect(fillCount(0, '{count} item', '{count} items')).toBe('0 items');
  });

  it('fills the other values beside the count', () => {
    expect(fillCount(3, 'One result for “{query}”', '{count} results for “{query}”', { query: 'ndvi' })).toBe('3 results for “ndvi”');
    expect(fillCount(1, '1 चीज़', '{count} चीज़ें')).toBe('1 चीज़');
  });
});
