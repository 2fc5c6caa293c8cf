import { en } from '@/content/i18n/en';
import type { NavItem } from '@/lib/navigation';
import { CartCount } from '@/components/cart/cart-count';
import { MainNav } from './main-nav';

/** The site header: logo, assistance line, external buttons, the cart link and the main menu (a client island). */
export function Header({ menu }: { menu: NavItem[] }) {
  return (
    <header className="relative z-40 border-b border-forest-900/10 bg-white">
      <MainNav menu={menu} actions={<CartCount label={en.shop.headerCart} labelWithCount={en.shop.headerCartCount} />} />
    </header>
  );
}
