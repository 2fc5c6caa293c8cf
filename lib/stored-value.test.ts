import { subscribeStoredValue } from './stored-value';

it('calls back for its own change event and for another tab changing its key or clearing storage, until unsubscribed', () => {
  const onChange = jest.fn();
  const unsubscribe = subscribeStoredValue('cart', 'cart:change', onChange);
  window.dispatchEvent(new Event('cart:change'));
  window.dispatchEvent(new StorageEvent('storage', { key: 'cart' }));
  window.dispatchEvent(new StorageEvent('storage', { key: null }));
  expect(onChange).toHaveBeenCalledTimes(3);
  // Another value's key, or another value's event, is not this value's change.
  window.dispatchEvent(new StorageEvent('storage', { key: 'ad-consent' }));
  window.dispatchEvent(new Event('consent:change'));
  expect(onChange).toHaveBeenCalledTimes(3);
  unsubscribe();
  window.dispatchEvent(new Event('cart:change'));
  window.dispatchEvent(new StorageEvent('storage', { key: 'cart' }));
  expect(onChange).toHaveBeenCalledTimes(3);
});
