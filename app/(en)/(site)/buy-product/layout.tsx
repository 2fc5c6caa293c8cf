import type { ReactNode } from 'react';
import { getCatalogue } from '@/lib/content';
import { CartProvider } from '@/components/cart/cart-provider';

/** The buy page is wrapped in the cart's provider, which restores the saved cart against today's catalogue. */
export default async function BuyProductLayout({ children }: { children: ReactNode }) {
  return <CartProvider catalogue={await getCatalogue()}>{children}</CartProvider>;
}
