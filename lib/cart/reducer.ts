import { MAX_QUANTITY } from '@/lib/constants';

/**
 * The cart, as a pure reducer:
 * - adding an item already in the cart raises its quantity by 1, otherwise adds it with quantity 1;
 * - increment adds 1; neither goes past MAX_QUANTITY, the most one enquiry may ask for; decrement subtracts 1 and removes the line when it reaches 0;
 * - remove deletes the line; clear empties the cart; replace puts a whole cart in place (a saved one);
 * - the total is the sum of price × quantity.
 * An item's other fields (name, unit, image...) pass through untouched.
 */

export interface CartItem {
  id: string;
  price: number;
  quantity: number;
}

type CartState<T extends CartItem = CartItem> = T[];

export type CartAction<T extends CartItem = CartItem> =
  | { type: 'add'; item: Omit<T, 'quantity'> }
  | { type: 'increment'; id: string }
  | { type: 'decrement'; id: string }
  | { type: 'remove'; id: string }
  | { type: 'clear' }
  | { type: 'replace'; items: T[] };

/** One more of a line, unless it is already at the most an enquiry may ask for. */
function oneMore<T extends CartItem>(line: T): T {
  return line.quantity < MAX_QUANTITY ? { ...line, quantity: line.quantity + 1 } : line;
}

export function cartReducer<T extends CartItem>(state: CartState<T>, action: CartAction<T>): CartState<T> {
  switch (action.type) {
    case 'add':
      return state.some((line) => line.id === action.item.id)
        ? state.map((line) => (line.id === action.item.id ? oneMore(line) : line))
        : [...state, { ...action.item, quantity: 1 } as T];
    case 'increment':
      return state.map((line) => (line.id === action.id ? oneMore(line) : line));
    case 'decrement':
      return state.flatMap((line) => (line.id !== action.id ? [line] : line.quantity > 1 ? [{ ...line, quantity: line.quantity - 1 }] : []));
    case 'remove':
      return state.filter((line) => line.id !== action.id);
    case 'clear':
      return [];
    case 'replace':
      return action.items;
  }
}

/** Σ price × quantity. */
export function cartTotal(state: CartState): number {
  return state.reduce((sum, line) => sum + line.price * line.quantity, 0);
}

/** How many things are in the cart (the header's count). */
export function cartCount(state: ReadonlyArray<{ quantity: number }>): number {
  return state.reduce((sum, line) => sum + line.quantity, 0);
}
