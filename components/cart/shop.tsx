'use client';

import dynamic from 'next/dynamic';
import { useRef, useState } from 'react';
import { Check, Minus, Plus, ShoppingCart, Trash2 } from 'lucide-react';
import type { Dictionary } from '@/content/i18n/en';
import type { CatalogueItem } from '@/lib/content/schema';
import { MAX_QUANTITY } from '@/lib/constants';
import { formatInr } from '@/lib/format';
import { fill, fillCount } from '@/lib/i18n';
import { pagePath } from '@/lib/routes';
import { PageLink } from '@/components/ui/page-link';
import { useCart } from './cart-provider';
import { withLeadSchemas } from '@/lib/leads/load-schemas';
import { useCodeKeptOffline } from '@/lib/hooks/use-code-kept-offline';
import { LoadFailureBoundary } from '@/components/ui/load-failure-boundary';

type ShopText = Dictionary['shop'];

/** The enquiry form and its validation load when the cart first has something in it. */
const loadOrderEnquiry = () => withLeadSchemas(import('./order-enquiry'));
const OrderEnquiry = dynamic(() => loadOrderEnquiry().then((module) => module.OrderEnquiry), {
  ssr: false,
  loading: () => <p className="py-6 text-center text-muted">…</p>,
});

function ProductCard({ item, productLabel, text, priceNote }: { item: CatalogueItem; productLabel?: string; text: ShopText; priceNote: string }) {
  const { items, hydrated, add, count, announce } = useCart();
  const inCart = items.find((line) => line.id === item.id)?.quantity ?? 0;
  const full = inCart >= MAX_QUANTITY;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-forest-900/5">
      {/* eslint-disable-next-line @next/next/no-img-element -- pre-sized SVG drawing */}
      <img
        src={item.image.src}
        alt={item.image.alt}
        width={item.image.width}
        height={item.image.height}
        loading="lazy"
        decoding="async"
        className="aspect-[4/3] w-full bg-forest-50 object-contain"
      />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <h3 className="font-display text-xl font-bold text-forest-900">{item.name}</h3>
        <p className="leading-relaxed text-muted">{item.description}</p>
        <div>
          <h4 className="text-sm font-semibold tracking-wide text-muted uppercase">{text.inTheBox}</h4>
          <ul className="mt-2 space-y-1.5">
            {item.inTheBox.map((thing) => (
              <li key={thing} className="flex gap-2 text-[15px] text-ink">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-leaf-700" />
                {thing}
              </li>
            ))}
          </ul>
        </div>
        {item.product && productLabel ? (
          <PageLink href={pagePath(item.product)} className="font-semibold text-leaf-700 underline">
            {fill(text.seeProduct, { name: productLabel })}
          </PageLink>
        ) : null}
        <div className="mt-auto flex flex-wrap items-end justify-between gap-3 border-t border-forest-900/10 pt-4">
          <p>
            <span className="block font-display text-2xl font-extrabold text-forest-900">{formatInr(item.price)}</span>
            <span className="text-sm text-muted">
              {item.unit}
              <span className="sr-only">, {priceNote}</span>
            </span>
          </p>
          <button
            type="button"
            className="btn-primary"
            disabled={full}
            aria-label={fill(text.addToCartFor, { name: item.name })}
            onClick={() => {
              add(item);
              announce(fillCount(count + 1, text.announceAddedOne, text.announceAdded, { name: item.name }));
            }}
          >
            <ShoppingCart aria-hidden="true" className="size-4" />
            {text.addToCart}
          </button>
        </div>
        {hydrated && inCart ? <p className="text-sm font-semibold text-leaf-700">{fill(full ? text.inCartMost : text.inCart, { count: inCart })}</p> : null}
      </div>
    </article>
  );
}

/** The products of the catalogue, each with its drawing, what is in the box, its price and its button. */
export function ProductGrid({ items, productLabels, text, priceNote }: { items: CatalogueItem[]; productLabels: Record<string, string>; text: ShopText; priceNote: string }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item.id}>
          <ProductCard item={item} productLabel={item.product ? productLabels[item.product] : undefined} text={text} priceNote={priceNote} />
        </li>
      ))}
    </ul>
  );
}

const stepper = 'flex size-11 items-center justify-center rounded-full border-2 border-leaf-700 text-leaf-700 hover:bg-leaf-100 disabled:cursor-not-allowed disabled:opacity-40';

/** The cart: a line per product with its quantity controls, the total, and the enquiry that sends it. */
export function CartPanel({
  text,
  orderText,
  formText,
}: {
  text: ShopText;
  orderText: Dictionary['order'];
  formText: Pick<Dictionary['forms'], 'loadFailed' | 'tryAgain' | 'privacyLink' | 'privacyTail'>;
}) {
  const { items, hydrated, total, count, increment, decrement, remove, clear, announce } = useCart();
  // A button that takes its line (or every line) away with it would leave keyboard focus nowhere: it goes
  // to the cart's heading, which says how many items are left.
  const heading = useRef<HTMLHeadingElement>(null);
  const focusHeading = () => heading.current?.focus();
  // The enquiry appears with the first product, and stays (its thank-you view outlives the cart it emptied).
  const [enquiryWanted, setEnquiryWanted] = useState(false);
  if (!enquiryWanted && items.length > 0) setEnquiryWanted(true);
  useCodeKeptOffline(loadOrderEnquiry);
  return (
    <section aria-labelledby="cart-heading" className="rounded-2xl bg-white p-6 shadow-card ring-1 ring-forest-900/5 lg:max-h-[calc(100vh-3rem)] lg:overflow-y-auto">
      <h2 id="cart-heading" ref={heading} tabIndex={-1} className="flex items-center gap-2 text-2xl font-extrabold">
        <ShoppingCart aria-hidden="true" className="size-6 text-leaf-700" />
        {text.cartTitle}
        {hydrated && count ? <span className="text-base font-semibold text-muted">({fillCount(count, text.itemsOne, text.items)})</span> : null}
      </h2>
      {!hydrated ? (
        <p className="mt-4 text-muted">{text.cartLoading}</p>
      ) : items.length === 0 ? (
        <p className="mt-4 text-muted">{text.cartEmpty}</p>
      ) : (
        <>
          <ul className="mt-4 divide-y divide-forest-900/10">
            {items.map((line) => (
              <li key={line.id} className="py-4">
                <div className="flex items-start justify-between gap-3">
                  <p className="font-semibold text-forest-900">{line.name}</p>
                  <p className="font-semibold whitespace-nowrap">{formatInr(line.price * line.quantity)}</p>
                </div>
                <p className="text-sm text-muted">{fill(text.lineTotal, { quantity: line.quantity, price: formatInr(line.price) })}</p>
                <div className="mt-3 flex items-center gap-3">
                  <button
                    type="button"
                    className={stepper}
                    aria-label={fill(text.decrease, { name: line.name })}
                    onClick={() => {
                      decrement(line.id);
                      announce(line.quantity > 1 ? fill(text.announceQuantity, { name: line.name, quantity: line.quantity - 1 }) : fill(text.announceRemoved, { name: line.name }));
                      if (line.quantity === 1) focusHeading();
                    }}
                  >
                    <Minus aria-hidden="true" className="size-4" />
                  </button>
                  <output aria-label={fill(text.quantityOf, { name: line.name })} className="min-w-8 text-center text-lg font-bold">
                    {line.quantity}
                  </output>
                  <button
                    type="button"
                    className={stepper}
                    disabled={line.quantity >= MAX_QUANTITY}
                    aria-label={fill(text.increase, { name: line.name })}
                    onClick={() => {
                      increment(line.id);
                      announce(fill(text.announceQuantity, { name: line.name, quantity: line.quantity + 1 }));
                    }}
                  >
                    <Plus aria-hidden="true" className="size-4" />
                  </button>
                  <button
                    type="button"
                    className="ml-auto inline-flex min-h-11 items-center gap-1 rounded-full px-3 text-sm font-semibold text-red-800 hover:bg-red-50"
                    aria-label={fill(text.remove, { name: line.name })}
                    onClick={() => {
                      remove(line.id);
                      announce(fill(text.announceRemoved, { name: line.name }));
                      focusHeading();
                    }}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    {text.removeShort}
                  </button>
                </div>
              </li>
            ))}
          </ul>
          <div className="flex items-center justify-between border-t-2 border-forest-900/15 pt-4">
            <p className="font-semibold">{text.total}</p>
            <p className="font-display text-2xl font-extrabold text-forest-900" data-testid="cart-total">
              {formatInr(total)}
            </p>
          </div>
          <button
            type="button"
            className="mt-3 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-muted underline hover:text-red-800"
            onClick={() => {
              clear();
              announce(text.announceCleared);
              focusHeading();
            }}
          >
            {text.clear}
          </button>
        </>
      )}
      {enquiryWanted ? (
        <LoadFailureBoundary message={formText.loadFailed} retryLabel={formText.tryAgain}>
          <OrderEnquiry text={orderText} formText={formText} />
        </LoadFailureBoundary>
      ) : null}
    </section>
  );
}
