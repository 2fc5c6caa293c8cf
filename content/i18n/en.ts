/**
 * The words of the interface (buttons, labels, messages), as opposed to page copy, which lives in the page
 * documents. `{name}`-style holes are filled with `fill` (lib/i18n.ts), so the strings can be handed from
 * server components to client islands as plain data.
 */
export const en = {
  shop: {
    inTheBox: 'In the box',
    addToCart: 'Add to cart',
    addToCartFor: 'Add {name} to cart',
    inCart: '{count} in cart',
    seeProduct: 'About {name}',
    cartTitle: 'Your cart',
    cartLoading: 'Loading your cart...',
    cartEmpty: 'Your cart is empty. Add a product to ask for a quote.',
    quantityOf: 'Quantity of {name}',
    increase: 'Increase quantity of {name}',
    decrease: 'Decrease quantity of {name}',
    remove: 'Remove {name} from cart',
    removeShort: 'Remove',
    clear: 'Clear cart',
    lineTotal: '{quantity} × {price}',
    total: 'Indicative total',
    items: '{count} items',
    announceAdded: '{name} added to the cart. {count} items in the cart.',
    announceQuantity: 'Quantity of {name}: {quantity}.',
    announceRemoved: '{name} removed from the cart.',
    announceCleared: 'The cart is empty.',
    headerCart: 'Cart',
    headerCartCount: 'Cart, {count} items',
  },
  order: {
    title: 'Send an order enquiry',
    lead: 'No payment now. We call you to confirm prices, delivery and installation, usually within one working day.',
    loading: 'Loading the form...',
    name: 'Full name',
    phone: 'Phone',
    email: 'Email',
    district: 'District',
    state: 'State or union territory',
    statePlaceholder: 'Select your state',
    note: 'Note',
    noteHint: 'Anything we should know: your crop, acreage, or how to reach the site.',
    consent: 'I agree that {brand} may use these details to answer this enquiry.',
    privacy: 'How we use your details: our privacy policy',
    submit: 'Send enquiry',
    successTitle: 'Thank you, your enquiry is with us.',
    reference: 'Your reference number',
    successBody: 'Quote this number when you call {tollFree}. Our team will call you within one working day to confirm prices, delivery and installation.',
    another: 'Start a new cart',
  },
} as const;

export type Dictionary = typeof en;
