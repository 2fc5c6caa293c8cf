/**
 * Follows a value kept in localStorage (the cart, the consent choice, the search shortcut): `onChange`
 * runs when this page changes it, announced by `changeEvent` on window, and when another tab does (the
 * storage event for `key`, or for storage cleared). Returns the unsubscribe, as useSyncExternalStore wants.
 */
export function subscribeStoredValue(key: string, changeEvent: string, onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === key) onChange();
  };
  window.addEventListener(changeEvent, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(changeEvent, onChange);
    window.removeEventListener('storage', onStorage);
  };
}
