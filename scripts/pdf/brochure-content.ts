import { headquarters } from '@/content/site';
import { getPage } from '@/lib/content';
import { ContentError, type Page, type Section, type SectionOf } from '@/lib/content/schema';
import { siteUrl } from '@/lib/env';
import { DEFAULT_LANG } from '@/lib/i18n';
import { paths } from '@/lib/routes';

/**
 * What the eCrop brochure says. Every word of product copy comes from the document the /ecrop page renders
 * (content/products/ecrop.json, or Firestore's copy of it), read through the site's own content source, and
 * every contact detail from content/site.ts, so the brochure cannot drift from the site.
 */

/** The product page the brochure is drawn from. */
const ECROP_SLUG = paths.ecrop.slice(1);

export type ProductPage = Extract<Page, { kind: 'product' }>;

/** The eCrop page document from the site's content source (content/ or Firestore), as the site reads it. */
async function loadEcropPage(): Promise<ProductPage> {
  const page = await getPage(ECROP_SLUG);
  if (!page) throw new ContentError(`Missing document products/${ECROP_SLUG}: the eCrop brochure is built from it`);
  if (page.kind !== 'product') throw new ContentError(`Invalid document products/${ECROP_SLUG}: kind: the brochure needs a product page`);
  return page;
}

/** A product document's name in errors: "products/ecrop", a translation's "products/ecrop.mr". */
export const documentName = (page: Page) => `products/${page.slug}${page.lang === DEFAULT_LANG ? '' : `.${page.lang}`}`;

/** The section of a type (the one with `id`, when given); a brochure without it is a content error. */
export function sectionOf<T extends Section['type']>(page: Page, type: T, id?: string): SectionOf<T> {
  const found = page.sections.find((section): section is SectionOf<T> => section.type === type && (id === undefined || ('id' in section && section.id === id)));
  if (!found) throw new ContentError(`Invalid document ${documentName(page)}: the brochure needs a ${type} section${id ? ` with id "${id}"` : ''}`);
  return found;
}

/** The eCrop page and the sections of it the brochure draws, in the order the brochure draws them. */
export interface EcropBrochureContent {
  page: ProductPage;
  /** The product's name as the site labels it. */
  productName: string;
  banner: SectionOf<'banner'>;
  parameters: SectionOf<'parameters'>;
  carousel: SectionOf<'carousel'>;
  advisory: SectionOf<'richText'>;
  why: SectionOf<'cards'>;
  programme: SectionOf<'richText'>;
  faq: SectionOf<'faq'>;
  cta: SectionOf<'cta'>;
}

/** Load the eCrop page and pick every section the brochure needs, so a missing one fails before any drawing. */
export async function loadEcropBrochureContent(): Promise<EcropBrochureContent> {
  const page = await loadEcropPage();
  return {
    page,
    productName: page.label,
    banner: sectionOf(page, 'banner'),
    parameters: sectionOf(page, 'parameters'),
    carousel: sectionOf(page, 'carousel'),
    advisory: sectionOf(page, 'richText', 'agro-advisory'),
    why: sectionOf(page, 'cards'),
    programme: sectionOf(page, 'richText', 'ecrop-programme'),
    faq: sectionOf(page, 'faq'),
    cta: sectionOf(page, 'cta'),
  };
}

/** The strip under the cover art: the three promises of the product, in brochure shorthand. */
export const COVER_PROMISES = ['One device covers 10 acres', 'Solar powered', 'Advice in your language'];

/** "Irrigation scheduling: water when..." gives a bold lead-in and the rest; other points are one run. */
export function leadIn(point: string): { lead?: string; rest: string } {
  const match = /^([^:]{3,40}):\s+(.+)$/s.exec(point);
  return match?.[1] && match[2] ? { lead: `${match[1]}:`, rest: match[2] } : { rest: point };
}

/** The site's address without its scheme, as printed. */
export const siteDomain = siteUrl.replace(/^https?:\/\//, '');

/** The head office's postal address, one line per entry. */
export const headquartersAddressLines = [
  headquarters.name,
  headquarters.streetAddress,
  `${headquarters.locality}, ${headquarters.region} ${headquarters.postalCode}, ${headquarters.country}`,
];
