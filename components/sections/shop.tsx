import type { SectionOf } from '@/lib/content/schema';
import { en } from '@/content/i18n/en';
import { getCatalogue, getPages } from '@/lib/content';
import { CartPanel, ProductGrid } from './islands';
import { SectionHeading } from './section-heading';

/**
 * The buy page's shop: the catalogue beside the cart and its order enquiry (side by side on wide screens,
 * one after the other on phones). The cart lives in the route's CartProvider (app/(site)/buy-product).
 */
export async function Shop({ section }: { section: SectionOf<'shop'> }) {
  const [items, pages] = await Promise.all([getCatalogue(), getPages()]);
  // Each product card links to its product page by that page's own short name.
  const productLabels = Object.fromEntries(pages.map((page) => [page.slug, page.label]));
  return (
    <section id={section.id} aria-labelledby={`${section.id}-heading`} className="section">
      <div className="container-content grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div>
          <SectionHeading id={`${section.id}-heading`} title={section.title} lead={section.lead} />
          <p className="-mt-6 mb-8 text-sm text-muted">{section.priceNote}</p>
          <ProductGrid items={items} productLabels={productLabels} text={en.shop} priceNote={section.priceNote} />
        </div>
        <div id="cart" className="scroll-mt-4 lg:sticky lg:top-6">
          <CartPanel text={en.shop} orderText={en.order} formText={en.forms} />
        </div>
      </div>
    </section>
  );
}
