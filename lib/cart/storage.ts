import { MAX_QUANTITY } from '@/lib/constants';
import { subscribeStoredValue } from '@/lib/stored-value';

/**
 * The cart kept in the browser between visits. Only ids and quantities are saved: names and prices are
 * taken from the catalogue again on every load, so a saved cart never shows an old price. A value that is
 * not a cart of this version (corrupt, edited, from an older site) is dropped, never a crash.
 * Kept free of zod: the header's cart count on every page reads it.
 */

export const CART_STORAGE_KEY = 'cart';
/** Fired on this tab when the cart is saved; other tabs hear the storage event. */
export const CART_CHANGE_EVENT = 'cart:change';
const VERSION = 1;

interface SavedLine {
  id: string;
  quantity: number;
}

function isSavedLine(value: unknown): value is SavedLine {
  if (!value || typeof value !== 'object') return false;
  const { id, quantity } = value as Record<string, unknown>;
  return typeof id === 'string' && /^[a-z0-9-]{1,100}$/.test(id) && Number.isInteger(quantity) && (quantity as number) >= 1 && (quantity as number) <= MAX_QUANTITY;
}

/** The lines of a saved cart, or none when the value is not a valid cart of this version. */
export function parseSavedCart(raw: string | null): SavedLine[] {
  if (!raw) return [];
  try {
    const value = JSON.parse(raw) as { version?: unknown; lines?: unknown };
    if (value?.version !== VERSION || !Array.isArray(value.lines) || !value.lines.every(isSavedLine)) return [];
    return value.lines.map(({ id, quantity }) => ({ id, quantity }));
  } catch {
    return [];
  }
}

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function readSavedCart(): SavedLine[] {
  return parseSavedCart(readRaw());
}

// The last value read and its lines: a store snapshot must stay the same object while nothing changed.
let lastRaw: string | null | undefined;
let lastLines: SavedLine[] = [];
// Without storage (blocked, private mode) the cart lives in memory for this page view.
let memory: SavedLine[] | undefined;

/** The saved cart as a store snapshot (useSyncExternalStore): the same array until the saved value changes. */
export function savedCartSnapshot(): SavedLine[] {
  if (memory) return memory;
  const raw = readRaw();
  if (raw !== lastRaw) {
    lastRaw = raw;
    lastLines = parseSavedCart(raw);
  }
  return lastLines;
}

export function saveCart(lines: ReadonlyArray<SavedLine>): void {
  const minimal = lines.map(({ id, quantity }) => ({ id, quantity }));
  try {
    if (minimal.length) window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ version: VERSION, lines: minimal }));
    else window.localStorage.removeItem(CART_STORAGE_KEY);
    memory = undefined;
  } catch {
    // Storage blocked or full: the cart lasts for this page view only.
    memory = minimal;
  }
  window.dispatchEvent(new Event(CART_CHANGE_EVENT));
}

/** Saved lines made whole again from the catalogue: current names and prices; products no longer sold are left out. */
export function restoreCart<T extends { id: string; price: number }>(saved: ReadonlyArray<SavedLine>, catalogue: ReadonlyArray<T>): Array<T & { quantity: number }> {
  return saved.flatMap((line) => {
    const item = catalogue.find((candidate) => candidate.id === line.id);
    return item ? [{ ...item, quantity: line.quantity }] : [];
  });
}

export function subscribeCart(onChange: () => void): () => void {
  return subscribeStoredValue(CART_STORAGE_KEY, CART_CHANGE_EVENT, onChange);
}
