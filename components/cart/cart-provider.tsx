'use client';

import { createContext, useCallback, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { cartCount, cartReducer, cartTotal, type CartAction } from '@/lib/cart/reducer';
import { restoreCart, saveCart, savedCartSnapshot, subscribeCart } from '@/lib/cart/storage';
import type { CatalogueItem } from '@/lib/content/schema';

type CartLine = CatalogueItem & { quantity: number };

interface CartContextValue {
  items: CartLine[];
  /** False until the saved cart has been read: the cart is not drawn before, so it never flashes empty. */
  hydrated: boolean;
  total: number;
  count: number;
  add: (item: CatalogueItem) => void;
  increment: (id: string) => void;
  decrement: (id: string) => void;
  remove: (id: string) => void;
  clear: () => void;
  /** Say a change to screen readers, politely (the cart's live region). */
  announce: (message: string) => void;
}

const CartContext = createContext<CartContextValue | null>(null);

// The prerendered page (and hydration) has not read the saved cart yet.
const notRead = () => null;

/**
 * The cart of the buy page (the provider that wraps the route). The saved cart in the browser is the one
 * source: it is read after hydration, made whole from today's catalogue (names, prices), and every action is
 * the pure reducer of lib/cart/reducer.ts applied to it and saved back. Other tabs follow through the store.
 */
export function CartProvider({ catalogue, children }: { catalogue: CatalogueItem[]; children: ReactNode }) {
  const saved = useSyncExternalStore(subscribeCart, savedCartSnapshot, notRead);
  const [message, setMessage] = useState('');
  const items = useMemo(() => (saved ? restoreCart(saved, catalogue) : []), [saved, catalogue]);

  const apply = useCallback((action: CartAction<CartLine>) => saveCart(cartReducer(restoreCart(savedCartSnapshot(), catalogue), action)), [catalogue]);
  const value = useMemo<CartContextValue>(
    () => ({
      items,
      hydrated: saved !== null,
      total: cartTotal(items),
      count: cartCount(items),
      add: (item) => apply({ type: 'add', item }),
      increment: (id) => apply({ type: 'increment', id }),
      decrement: (id) => apply({ type: 'decrement', id }),
      remove: (id) => apply({ type: 'remove', id }),
      clear: () => apply({ type: 'clear' }),
      announce: setMessage,
    }),
    [items, saved, apply],
  );
  return (
    <CartContext value={value}>
      {children}
      <p role="status" aria-live="polite" className="sr-only">
        {message}
      </p>
    </CartContext>
  );
}

export function useCart(): CartContextValue {
  const cart = useContext(CartContext);
  if (!cart) throw new Error('useCart needs a CartProvider around it');
  return cart;
}
