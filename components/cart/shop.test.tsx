import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { en } from '@/content/i18n/en';
import type { CatalogueItem } from '@/lib/content/schema';
import { CART_STORAGE_KEY } from '@/lib/cart/storage';
import { MAX_QUANTITY } from '@/lib/constants';
import { fill } from '@/lib/i18n';
import { CartProvider } from './cart-provider';
import { CartPanel, ProductGrid } from './shop';

jest.mock(
  'next/dynamic',
  () => () =>
    function OrderEnquiry() {
      return null;
    },
);

const image = { src: '/assets/art/device-ecrop.svg', alt: '', width: 800, height: 600 };
const catalogue: CatalogueItem[] = [
  { id: 'ecrop-field-station', name: 'eCrop field station', kind: 'device', description: 'd', inTheBox: ['Pole'], price: 38500, unit: 'per device', image, order: 10 },
  {
    id: 'biosense-reagent-kit',
    name: 'Biosense reagent kit',
    kind: 'consumable',
    description: 'd',
    inTheBox: ['Reagents'],
    price: 12500,
    unit: 'kit of 50 tests',
    image,
    order: 20,
  },
];

function Shop() {
  return (
    <CartProvider catalogue={catalogue}>
      <ProductGrid items={catalogue} productLabels={{}} text={en.shop} priceNote="Indicative" />
      <CartPanel text={en.shop} orderText={en.order} formText={en.forms} />
    </CartProvider>
  );
}

const cart = () => screen.getByRole('region', { name: /Your cart/ });
const total = () => within(cart()).getByTestId('cart-total');

beforeEach(() => window.localStorage.clear());

describe('the buy page shop', () => {
  it('holds the cart back until the saved cart is read: the prerendered HTML never shows an empty cart', () => {
    const html = renderToString(<Shop />);
    expect(html).toContain('Loading your cart...');
    expect(html).not.toContain(en.shop.cartEmpty);
  });

  it('shows a saved cart with today’s prices, and drops a corrupt one', () => {
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ version: 1, lines: [{ id: 'ecrop-field-station', quantity: 2 }] }));
    const { unmount } = render(<Shop />);
    expect(within(cart()).getByText('eCrop field station')).toBeInTheDocument();
    expect(total()).toHaveTextContent('₹77,000');
    unmount();
    window.localStorage.setItem(CART_STORAGE_KEY, '{not json');
    render(<Shop />);
    expect(within(cart()).getByText(en.shop.cartEmpty)).toBeInTheDocument();
  });

  it('adds, adds again, increments, decrements to removal, removes and clears, naming each product, and announces each change', async () => {
    const user = userEvent.setup();
    render(<Shop />);
    const status = screen.getByRole('status');
    await user.click(screen.getByRole('button', { name: 'Add to cart: eCrop field station' }));
    expect(status).toHaveTextContent('eCrop field station added to the cart. 1 item in the cart.');
    await user.click(screen.getByRole('button', { name: 'Add to cart: eCrop field station' }));
    expect(within(cart()).getByRole('status', { name: 'Quantity of eCrop field station' })).toHaveTextContent('2');
    expect(total()).toHaveTextContent('₹77,000');
    await user.click(screen.getByRole('button', { name: 'Add to cart: Biosense reagent kit' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Biosense reagent kit' }));
    expect(status).toHaveTextContent('Quantity of Biosense reagent kit: 2.');
    expect(total()).toHaveTextContent('₹1,02,000');
    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Biosense reagent kit' }));
    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Biosense reagent kit' }));
    expect(status).toHaveTextContent('Biosense reagent kit removed from the cart.');
    expect(within(cart()).queryByText('Biosense reagent kit')).toBeNull();
    expect(JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? '{}')).toEqual({ version: 1, lines: [{ id: 'ecrop-field-station', quantity: 2 }] });
    await user.click(screen.getByRole('button', { name: 'Remove eCrop field station from cart' }));
    expect(within(cart()).getByText(en.shop.cartEmpty)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to cart: eCrop field station' }));
    await user.click(screen.getByRole('button', { name: 'Clear cart' }));
    expect(status).toHaveTextContent('The cart is empty.');
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it('a button that takes a line away hands the keyboard focus to the cart heading', async () => {
    const user = userEvent.setup();
    render(<Shop />);
    const heading = within(cart()).getByRole('heading', { name: /Your cart/ });
    await user.click(screen.getByRole('button', { name: 'Add to cart: eCrop field station' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart: Biosense reagent kit' }));
    await user.click(screen.getByRole('button', { name: 'Remove eCrop field station from cart' }));
    expect(heading).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Biosense reagent kit' }));
    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Biosense reagent kit' }));
    expect(screen.getByRole('button', { name: 'Decrease quantity of Biosense reagent kit' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Biosense reagent kit' }));
    expect(heading).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Add to cart: Biosense reagent kit' }));
    await user.click(screen.getByRole('button', { name: 'Clear cart' }));
    expect(heading).toHaveFocus();
  });

  it('at the most one enquiry can ask for, Add to cart is off and says why, and the rest of the cart is kept', () => {
    window.localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({
        version: 1,
        lines: [
          { id: 'ecrop-field-station', quantity: MAX_QUANTITY },
          { id: 'biosense-reagent-kit', quantity: 2 },
        ],
      }),
    );
    render(<Shop />);
    expect(screen.getByRole('button', { name: 'Add to cart: eCrop field station' })).toBeDisabled();
    expect(screen.getByText(fill(en.shop.inCartMost, { count: MAX_QUANTITY }))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Increase quantity of eCrop field station' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add to cart: Biosense reagent kit' })).toBeEnabled();
    expect(total()).toHaveTextContent('₹38,36,500');
  });
});
