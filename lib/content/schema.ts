import { z } from 'zod';
import { CARDS_PER_ROW_DEFAULT } from '@/lib/content/layout';
import { iconNames } from './icons';
import { DEFAULT_LANG, isLang, LANGS, type Lang } from '@/lib/i18n';
import { dictionaries } from '@/content/i18n/dictionaries';
import { interpolateTokens, type UnknownToken } from './tokens';

/**
 * The content model. Every page of the site (company pages, services, products) is a document: metadata
 * plus an ordered list of typed sections, the same shape as a JSON file under content/ or a Firestore
 * document. Posts, articles and magazines have their own schemas below. Every document passes its schema
 * here, so a bad one fails the build with its collection, id and field named.
 */

const text = z.string().trim().min(1);
/** A site path ("/ecrop", "/about#offices"), an anchor on the page ("#sdgs"), an https URL, or a tel: or mailto: link. */
const href = z
  .string()
  .regex(/^(\/[a-z0-9\-/]*(#[a-z][a-z0-9-]*)?|#[a-z][a-z0-9-]*|https:\/\/\S+|tel:\+?\d+|mailto:\S+)$/, 'must be a site path, #anchor, https URL, tel: or mailto: link');
/** An id usable in the DOM and as an anchor ("key-parameters"). */
const anchorId = z.string().regex(/^[a-z][a-z0-9-]*$/, 'must be lower-case letters, digits and dashes');

/** The menus a page can place itself in; content/navigation.ts gives each its label and place. */
export const menuIds = ['main', 'services', 'satellite-monitoring', 'products', 'footer-explore', 'footer-more'] as const;
export type MenuId = (typeof menuIds)[number];

const iconSchema = z.enum(iconNames);

export const imageSchema = z.object({
  src: z.string().regex(/^\/assets\/.+\.(svg|png|jpe?g|webp|avif)$/, 'must be an image under /assets/'),
  /** Empty for decorative images. */
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

/** A link with its own words: card links, contact channels. */
const linkSchema = z.object({ label: text, href });

const letters = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** The letters of a text as a reader counts them (grapheme clusters). */
function letterCount(value: string): number {
  return Array.from(letters.segment(value)).length;
}

/** The word a brochure button must say, in every language ("Brochure", "ब्रोशर", "माहितीपत्रक"): its dictionary's `sections.brochure`. */
const brochureWords = Object.values(dictionaries).map((words) => words.sections.brochure);
const brochureWordsList = brochureWords.map((word) => `"${word}"`).join(', ');

/** A button or link of a section: either a link, or the brochure request (the modal comes with the lead form). */
export const actionSchema = z.union([
  z.object({ label: text, href, style: z.enum(['primary', 'accent', 'outline']).default('primary') }),
  z.object({
    label: text.refine(
      (label) => brochureWords.some((word) => label.toLowerCase().includes(word.toLowerCase())),
      `a brochure button must say "Brochure" (in its language: ${brochureWordsList})`,
    ),
    action: z.literal('brochure'),
    style: z.enum(['primary', 'accent', 'outline']).default('accent'),
  }),
]);

/** An FAQ entry: title and content, and the links its answer points to (the page it names, a phone number). */
const faqEntrySchema = z.object({ title: text, content: text, links: z.array(linkSchema).optional() });

/** A card: title, content, an icon or an image, and optional points and links. */
export const cardSchema = z
  .object({
    /** A small label above the title ("Satellite service", "Goal 2"). */
    eyebrow: text.optional(),
    title: text,
    content: text,
    icon: iconSchema.optional(),
    image: imageSchema.optional(),
    /** The card's page: a "Learn more" link at its foot, or `linkLabel`. */
    href: href.optional(),
    linkLabel: text.optional(),
    /** Short bullet points under the text. */
    points: z.array(text).optional(),
    /** Further links under the points (a phone number, two related pages...). */
    links: z.array(linkSchema).optional(),
  })
  .refine((card) => !(card.icon && card.image), { message: 'a card has an icon or an image, not both' });

const tone = z.enum(['paper', 'white', 'forest']);

const sectionBase = {
  /** Anchor and aria-labelledby target. */
  id: anchorId,
  eyebrow: text.optional(),
  title: text,
  lead: text.optional(),
  /** Surface colour of the band. */
  tone: tone.default('paper'),
};

/**
 * The page's one h1. `cover` lays the heading over wide art (1900×500); `split` puts the art beside the
 * text (the home page); without art it is a plain band.
 */
const bannerSectionSchema = z.object({
  type: z.literal('banner'),
  layout: z.enum(['cover', 'split']).default('cover'),
  eyebrow: text.optional(),
  heading: text,
  subheading: text,
  image: imageSchema.optional(),
  actions: z.array(actionSchema).max(3).default([]),
});

/** Small tiles of a feature and one line: the 12 crop-monitoring layers. */
const featureTilesSectionSchema = z.object({
  type: z.literal('featureTiles'),
  ...sectionBase,
  tiles: z.array(z.object({ title: text, content: text, icon: iconSchema })).min(1),
});

/** A grid of icon or image cards; four to a row on wide screens unless said otherwise. */
const cardsSectionSchema = z.object({
  type: z.literal('cards'),
  ...sectionBase,
  perRow: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]).default(CARDS_PER_ROW_DEFAULT),
  cards: z.array(cardSchema).min(1),
  /** A line under the grid, with inline links allowed. */
  footnote: text.optional(),
});

/** Info blocks: a measured parameter or fact with its icon (icon size 48). */
const parametersSectionSchema = z.object({
  type: z.literal('parameters'),
  ...sectionBase,
  items: z.array(z.object({ title: text, content: text, icon: iconSchema })).min(1),
});

const faqSectionSchema = z.object({
  type: z.literal('faq'),
  id: anchorId.default('faq'),
  lead: text.optional(),
  tone: tone.default('white'),
  image: imageSchema,
  items: z.array(faqEntrySchema).min(1),
});

const carouselSectionSchema = z.object({
  type: z.literal('carousel'),
  ...sectionBase,
  effect: z.enum(['slide', 'coverflow']).default('slide'),
  /** Auto-advance interval; absent means no autoplay. */
  autoplayMs: z.number().int().min(2000).optional(),
  slides: z.array(z.object({ title: text, content: text, image: imageSchema })).min(2),
});

const tableSectionSchema = z
  .object({
    type: z.literal('table'),
    ...sectionBase,
    caption: text,
    columns: z.array(text).min(2),
    /** Rows are objects, not nested arrays: Firestore cannot store an array directly inside an array. */
    rows: z.array(z.object({ cells: z.array(text) })).min(1),
  })
  .refine((table) => table.rows.every((row) => row.cells.length === table.columns.length), { message: 'every row needs one cell per column', path: ['rows'] });

const tabsSectionSchema = z.object({
  type: z.literal('tabs'),
  ...sectionBase,
  tabs: z.array(z.object({ label: text, heading: text, paragraphs: z.array(text).min(1), points: z.array(text).default([]), image: imageSchema.optional() })).min(2),
});

/** Steps in order: a vertical timeline (dated or numbered), or numbered step cards. */
const timelineSectionSchema = z.object({
  type: z.literal('timeline'),
  ...sectionBase,
  layout: z.enum(['timeline', 'steps']).default('timeline'),
  items: z.array(z.object({ marker: text, title: text, content: text })).min(2),
});

/** Two ways of doing something compared row by row; `better` marks the column we recommend. */
const comparisonSectionSchema = z.object({
  type: z.literal('comparison'),
  ...sectionBase,
  caption: text,
  options: z.tuple([text, text]),
  better: z.union([z.literal(0), z.literal(1)]),
  rows: z.array(z.object({ label: text, values: z.tuple([text, text]) })).min(1),
});

const statsSectionSchema = z.object({
  type: z.literal('stats'),
  ...sectionBase,
  items: z.array(z.object({ value: text, label: text, detail: text.optional() })).min(1),
});

/** Text (inline Markdown: links, bold) with list items, and an illustration or a box of facts beside it. */
const richTextSectionSchema = z.object({
  type: z.literal('richText'),
  ...sectionBase,
  paragraphs: z.array(text).min(1),
  points: z.array(text).default([]),
  image: imageSchema.optional(),
  /** Short facts shown in a box beside the text ("Founded: 2019"). */
  facts: z.array(z.object({ term: text, detail: text })).optional(),
  imageSide: z.enum(['left', 'right']).default('right'),
  actions: z.array(actionSchema).max(3).default([]),
});

const ctaSectionSchema = z.object({
  type: z.literal('cta'),
  ...sectionBase,
  tone: tone.default('forest'),
  actions: z.array(actionSchema).min(1).max(3),
});

/** Links to every page placed in a menu (the services grid on home and about), read from the documents. */
const pageLinksSectionSchema = z.object({
  type: z.literal('pageLinks'),
  ...sectionBase,
  menu: z.enum(menuIds),
  /** Slugs left out (pages already shown above on the same page). */
  exclude: z.array(text).default([]),
});

/** The newest blog posts, with a link to the blog. */
const latestPostsSectionSchema = z.object({
  type: z.literal('latestPosts'),
  ...sectionBase,
  count: z.number().int().min(1).max(9).default(3),
  linkLabel: text,
});

/** The offices of content/site.ts, and optionally the countries where our services were delivered. */
const officesSectionSchema = z.object({
  type: z.literal('offices'),
  ...sectionBase,
  countriesTitle: text.optional(),
  footnote: text.optional(),
});

/** A form of the site: the contact form or the feedback form, with the words beside it. */
const formSectionSchema = z.object({
  type: z.literal('form'),
  ...sectionBase,
  form: z.enum(['contact', 'feedback']),
  /** Shown instead of the form when JavaScript is off. */
  noscript: text,
});

/** A list read from a collection: the blog's posts (paged), the newsletter articles, the magazine issues. */
const listingSectionSchema = z.object({
  type: z.literal('listing'),
  id: anchorId,
  /** Names the list for assistive technology. */
  title: text,
  list: z.enum(['posts', 'articles', 'magazines']),
  tone: tone.default('paper'),
});

/** The buy page's shop: the catalogue, the cart and the order enquiry. */
const shopSectionSchema = z.object({
  type: z.literal('shop'),
  id: anchorId,
  /** Heading of the product list (the cart and the enquiry have their own). */
  title: text,
  lead: text.optional(),
  /** Under the prices: what "indicative" means. */
  priceNote: text,
});

/**
 * A legal text: effective date, a short summary, a table of contents and numbered sections whose bodies
 * are Markdown (paragraphs, lists, tables, links; a quote becomes a highlighted box).
 */
const legalSectionSchema = z.object({
  type: z.literal('legal'),
  id: anchorId,
  effectiveDate: z.iso.date(),
  /** The words before the date ("Effective date"). */
  effectiveDateLabel: text,
  summaryTitle: text,
  summary: z.array(text).min(1),
  contentsTitle: text,
  sections: z.array(z.object({ id: anchorId, title: text, body: text })).min(1),
});

/**
 * The search page: the search box and its results (linkable as ?q=), over the site index, which lists every
 * page by section and the newest posts and newsletter articles, and works without JavaScript.
 */
const siteSearchSectionSchema = z.object({
  type: z.literal('siteSearch'),
  id: anchorId,
  /** Heading and lead of the site index. */
  indexTitle: text,
  indexLead: text.optional(),
  /** How many of the newest posts, and of the newest newsletter articles, the index lists before linking to the rest. */
  newest: z.number().int().min(1).max(50).default(12),
});

/**
 * The offline page's list of the pages saved on this device, read in the browser from the service
 * worker's cache (worker/sw.ts): each a link that opens without a network.
 */
const savedPagesSectionSchema = z.object({
  type: z.literal('savedPages'),
  id: anchorId,
  title: text,
  lead: text.optional(),
  /** Shown when nothing is saved yet, or the browser keeps no pages. */
  empty: text,
});

export const sectionSchema = z.discriminatedUnion('type', [
  bannerSectionSchema,
  featureTilesSectionSchema,
  cardsSectionSchema,
  parametersSectionSchema,
  faqSectionSchema,
  carouselSectionSchema,
  tableSectionSchema,
  tabsSectionSchema,
  timelineSectionSchema,
  comparisonSectionSchema,
  statsSectionSchema,
  richTextSectionSchema,
  ctaSectionSchema,
  pageLinksSectionSchema,
  latestPostsSectionSchema,
  officesSectionSchema,
  formSectionSchema,
  listingSectionSchema,
  legalSectionSchema,
  shopSectionSchema,
  siteSearchSectionSchema,
  savedPagesSectionSchema,
]);

/** Where a page appears in a menu: entries are sorted by `order`; `label` overrides the page's own label there. */
export const menuPlacementSchema = z.object({ menu: z.enum(menuIds), order: z.number().int(), label: text.max(40).optional() });
export type MenuPlacement = z.infer<typeof menuPlacementSchema>;

const pageBase = {
  /** The document id and the URL path segment ("ecrop" → /ecrop; "home" is /). */
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a lower-case slug'),
  /**
   * The page's language. A translation is its own document in the same collection, with the same slug,
   * whose id is `<slug>.<lang>` ("ecrop.mr"): the shared slug links it to its English twin.
   */
  lang: z.enum(LANGS as [Lang, ...Lang[]]).default(DEFAULT_LANG),
  /** Title for <title> and the structured data name. */
  title: text,
  /** The page's short name: menus, breadcrumbs and the site index ("Crop Monitoring"). */
  label: text.max(40),
  /** The menus the page appears in; a page in none is still built and in the sitemap. */
  menus: z.array(menuPlacementSchema).default([]),
  /**
   * Meta description and structured data description (search engines show ~155 characters). Counted in
   * letters as a reader sees them, so a Hindi consonant with its vowel sign (कि) is one, not two.
   */
  description: text.refine((value) => letterCount(value) <= 170, 'must be at most 170 letters'),
  /** Representative image for structured data and sharing. */
  image: z.string().regex(/^\/assets\/.+/, 'must be under /assets/'),
  sections: z.array(sectionSchema).min(1),
};

const servicePageSchema = z.object({ ...pageBase, kind: z.literal('service'), serviceType: text });
const productPageSchema = z.object({ ...pageBase, kind: z.literal('product'), productType: text });
/** The structured-data class of a company page: each has its own schema.org type. */
const companyPageTypes = ['home', 'about', 'sustainability', 'policy', 'contact', 'blog', 'collection', 'webpage'] as const;
const companyPageSchema = z.object({ ...pageBase, kind: z.literal('page'), pageType: z.enum(companyPageTypes) });

export const pageSchema = z
  .discriminatedUnion('kind', [servicePageSchema, productPageSchema, companyPageSchema])
  .refine((page) => page.sections[0]?.type === 'banner', { message: 'a page starts with its banner (it carries the one h1)', path: ['sections', 0] })
  .refine((page) => page.sections.filter((s) => s.type === 'banner').length === 1, { message: 'a page has exactly one banner', path: ['sections'] })
  .refine((page) => new Set(page.sections.map((s) => ('id' in s ? s.id : 'banner'))).size === page.sections.length, { message: 'section ids must be unique', path: ['sections'] });

export type Image = z.infer<typeof imageSchema>;
export type Action = z.infer<typeof actionSchema>;
export type Card = z.infer<typeof cardSchema>;
export type Section = z.infer<typeof sectionSchema>;
export type SectionOf<T extends Section['type']> = Extract<Section, { type: T }>;
export type Page = z.infer<typeof pageSchema>;
export type PageInput = z.input<typeof pageSchema>;

/** A content document that failed validation; the message names the collection, document and field. */
export class ContentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContentError';
  }
}

/** "sections[3].items[0].title" from a zod issue path. */
function fieldPath(path: ReadonlyArray<PropertyKey>): string {
  return path.reduce<string>((out, key) => (typeof key === 'number' ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)), '');
}

/** Describe the first problems of a failed parse with the section type, so an editor can find them. */
function describeIssues(error: z.ZodError, input: unknown): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => {
      const [first, index] = issue.path;
      const sections = (input as { sections?: Array<{ type?: unknown }> } | null)?.sections;
      const sectionType = first === 'sections' && typeof index === 'number' ? sections?.[index]?.type : undefined;
      const where = fieldPath(issue.path) || '(document)';
      return `${where}${typeof sectionType === 'string' ? ` (${sectionType} section)` : ''}: ${issue.message}`;
    })
    .join('; ');
}

/** The language a raw document declares; its tokens are filled in that language's words. */
function langOfRaw(raw: unknown): Lang {
  const lang = (raw as { lang?: unknown } | null)?.lang;
  return typeof lang === 'string' && isLang(lang) ? lang : DEFAULT_LANG;
}

/** The document with its `{token}`s replaced by the facts of content/site.ts; an unknown token is an error. */
function withTokens(raw: unknown, collection: string, id: string): unknown {
  const unknown: UnknownToken[] = [];
  const lang = langOfRaw(raw);
  const input = interpolateTokens(raw, unknown, '', lang);
  if (unknown.length) throw new ContentError(`Invalid document ${collection}/${id}: ${unknown.map((u) => `${u.path}: unknown token ${u.token}`).join('; ')}`);
  return input;
}

/** Something the build would refuse in a document, at the field it is about (the desk shows it there). */
export interface DocumentIssue {
  path: PropertyKey[];
  message: string;
}

/**
 * What the build would refuse in a document, as issues at their fields; none when it would accept it. The
 * same checks as parsePage and parseDocument: tokens, the schema, and a page's id against its slug.
 */
export function documentIssues(schema: z.ZodType, raw: unknown, expectedId?: (data: Page) => string, id?: string): DocumentIssue[] {
  const unknown: UnknownToken[] = [];
  const lang = langOfRaw(raw);
  const input = interpolateTokens(raw, unknown, '', lang);
  if (unknown.length) return unknown.map((u) => ({ path: [], message: `${u.path}: unknown token ${u.token}` }));
  const result = schema.safeParse(input);
  if (!result.success) return result.error.issues.map((issue) => ({ path: issue.path, message: issue.message }));
  const expected = expectedId?.(result.data as Page);
  return expected !== undefined && expected !== id ? [{ path: ['slug'], message: `the document id is "${id}": the slug must match it` }] : [];
}

/** A page's document id: its slug, and `.<lang>` after it for a twin in another language. */
export const pageIdOf = (page: Pick<Page, 'slug' | 'lang'>) => (page.lang === DEFAULT_LANG ? page.slug : `${page.slug}.${page.lang}`);

/** Validate one page document. Throws a ContentError naming `collection/id` and the field. */
export function parsePage(raw: unknown, collection: string, id: string): Page {
  const input = withTokens(raw, collection, id);
  const result = pageSchema.safeParse(input);
  if (!result.success) throw new ContentError(`Invalid document ${collection}/${id}: ${describeIssues(result.error, input)}`);
  const expectedId = pageIdOf(result.data);
  if (expectedId !== id)
    throw new ContentError(`Invalid document ${collection}/${id}: slug: the document id must be "${expectedId}" for slug "${result.data.slug}" in lang "${result.data.lang}"`);
  return result.data;
}

/* ---------- Blog posts, More Reads articles, magazines ---------- */

/** Firestore Timestamps arrive as Date (admin SDK) or {seconds}; files carry ISO strings. All become ISO. */
const isoDate = z.preprocess(
  (value) => {
    if (value instanceof Date) return value.toISOString();
    if (value && typeof value === 'object' && 'toDate' in value && typeof (value as { toDate: unknown }).toDate === 'function')
      return (value as { toDate: () => Date }).toDate().toISOString();
    if (value && typeof value === 'object' && 'seconds' in value) return new Date(Number((value as { seconds: number }).seconds) * 1000).toISOString();
    return value;
  },
  z.iso.datetime({ offset: true }).or(z.iso.date()),
);

/** A string field that falls back to `fallback` when missing, null or blank; any other type is an error. */
const stringOr = (fallback: string) =>
  z.preprocess((value) => (value === undefined || value === null || (typeof value === 'string' && !value.trim()) ? fallback : value), z.string().trim());

/** The author a post without one shows. */
export const UNKNOWN_AUTHOR = 'Unknown';

/** A post document, with the defaults for missing fields ('Untitled Blog', empty strings, 'Unknown'). Its `content` HTML is sanitised later. */
export const postSchema = z.object({
  title: stringOr('Untitled Blog'),
  metaDescription: stringOr(''),
  content: stringOr(''),
  imageURL: stringOr(''),
  authorName: stringOr(UNKNOWN_AUTHOR),
  categoryId: z.string().trim().default('blog'),
  sortedDate: isoDate,
});
export type PostDocument = z.infer<typeof postSchema>;
/** A post with its slug (the document id). */
export type Post = PostDocument & { id: string };

/** An article of More Reads (and other article lists). */
export const articleSchema = z.object({
  publicationName: text,
  articleTitle: text,
  volume: z.string().trim().default(''),
  /** Date of publication; the card shows a dash when it is missing. */
  daysOfPublication: isoDate.optional(),
  pdfUrl: z.string().regex(/^(\/assets\/.+\.pdf|https:\/\/\S+)$/, 'must be a PDF under /assets/ or an https URL'),
  categoryId: text,
  publisher: text,
  sortedDate: isoDate,
  /** Only for articles shipped in content/: the text the build sets into the article's PDF. */
  summary: z.array(text).optional(),
});
export type ArticleDocument = z.infer<typeof articleSchema>;
export type Article = ArticleDocument & { id: string };

/** A magazine issue (the Publications page). */
export const magazineSchema = z.object({
  /** The magazine's name, the same on every issue ("Mitti aur Mausam"). */
  publicationName: text,
  /** The issue's own title, its cover story. */
  title: text,
  /** Issue number and season ("Issue 6, July to September 2026"). */
  issue: text,
  /** The date the issue came out; the list shows it. */
  issueDate: isoDate,
  /** Two or three sentences on what the issue covers. */
  description: text,
  /** Cover art under /assets/, portrait 3:4. */
  coverImage: z.string().regex(/^\/assets\/.+\.(svg|png|jpe?g|webp|avif)$/, 'must be an image under /assets/'),
  pdfUrl: z.string().regex(/^(\/assets\/.+\.pdf|https:\/\/\S+)$/, 'must be a PDF under /assets/ or an https URL'),
  categoryId: text,
  sortedDate: isoDate,
  /** Only for issues shipped in content/: the articles the build sets into the issue's PDF. */
  contents: z.array(z.object({ heading: text, paragraphs: z.array(text).min(1) })).optional(),
});
export type MagazineDocument = z.infer<typeof magazineSchema>;
export type Magazine = MagazineDocument & { id: string };

/* ---------- The catalogue of the buy page ---------- */

/**
 * A product or plan that can be ordered from /buy-product: the buy page shows it, the cart carries it, and
 * the intake recomputes every order from these documents. Prices are indicative, in whole rupees.
 */
export const catalogueItemSchema = z.object({
  name: text,
  kind: z.enum(['device', 'plan', 'consumable']),
  /** The product page it belongs to ("ecrop"), linked from its card. */
  product: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a page slug')
    .optional(),
  description: text,
  /** What arrives: the lines of "In the box". */
  inTheBox: z.array(text).min(1),
  /** Indicative price in rupees, a whole number. */
  price: z.number().int().positive(),
  /** What the price is for ("per device", "per season", "kit of 50 tests"). */
  unit: text,
  image: imageSchema,
  /** Place on the page, smallest first. */
  order: z.number().int(),
});
export type CatalogueItemDocument = z.infer<typeof catalogueItemSchema>;
export type CatalogueItem = CatalogueItemDocument & { id: string };

/** Validate any collection's document with its schema; the error names `collection/id` and the field. */
export function parseDocument<T extends z.ZodType>(schema: T, raw: unknown, collection: string, id: string): z.infer<T> {
  const input = withTokens(raw, collection, id);
  const result = schema.safeParse(input);
  if (!result.success) throw new ContentError(`Invalid document ${collection}/${id}: ${describeIssues(result.error, input)}`);
  return result.data;
}
