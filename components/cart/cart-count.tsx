'use client';

import { useSyncExternalStore } from 'react';
import { ShoppingCart } from 'lucide-react';
import { cartCount } from '@/lib/cart/reducer';
import { savedCartSnapshot, subscribeCart } from '@/lib/cart/storage';
import { fillCount } from '@/lib/i18n';
import { paths } from '@/lib/routes';
import { PageLink } from '@/components/ui/page-link';
import { headerButtonClass } from '@/components/layout/header-button';

const savedCount = () => cartCount(savedCartSnapshot());
// Before the saved cart is read (the prerendered HTML), the link shows no number.
const noCount = () => null;

/**
 * The header's link to the cart, with how many things are in it: on every page, without the cart's code.
 * The cart is an English page; from a Hindi page its name says so (`englishNote`).
 */
export function CartCount({ label, labelWithOne, labelWithCount, englishNote }: { label: string; labelWithOne: string; labelWithCount: string; englishNote?: string }) {
  const count = useSyncExternalStore(subscribeCart, savedCount, noCount);
  const named = !count ? label : fillCount(count, labelWithOne, labelWithCount);
  const name = `${named}${englishNote ? ` ${englishNote}` : ''}`;
  return (
    <PageLink href={`${paths.buyProduct}#cart`} aria-label={name} className={`relative ${headerButtonClass}`}>
      <ShoppingCart aria-hidden="true" className="size-5" />
      {/* The word shows where the bar has room for it (as the language switch's name does). */}
      <span className="hidden sm:inline nav:hidden xl:inline">{label}</span>
      {count ? (
        <span aria-hidden="true" className="flex min-w-6 items-center justify-center rounded-full bg-gold-400 px-1.5 text-sm font-bold text-ink">
          {count}
        </span>
      ) : null}
    </PageLink>
  );
}
