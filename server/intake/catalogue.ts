import type { PricedProduct } from '../../lib/leads/order';

/**
 * The catalogue orders are priced from: the site's own content source (content/catalogue, or Firestore's
 * `catalogue` collection when Firestore is configured), read once per process like every build read.
 */
export async function catalogueFromContent(): Promise<ReadonlyArray<PricedProduct>> {
  const { getCatalogue } = await import('../../lib/content');
  return getCatalogue();
}
