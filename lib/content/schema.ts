import { z } from 'zod';
import { iconNames } from './icons';

/**
 * The content model of a service or product page (DESIGN.md, "Content model"): page metadata plus an
 * ordered list of typed sections. The same shape is a JSON file under content/ or a Firestore document.
 * Every page passes `parsePage`, so a bad document fails the build with its page and field named.
 */

const text = z.string().trim().min(1);
/** A site path ("/ecrop") or an absolute https URL. */
const href = z.string().regex(/^(\/[a-z0-9\-/]*|https:\/\/\S+|tel:\+?\d+|mailto:\S+)$/, 'must be a site path, https URL, tel: or mailto: link');
/** An id usable in the DOM and as an anchor ("key-parameters"). */
const anchorId = z.string().regex(/^[a-z][a-z0-9-]*$/, 'must be lower-case letters, digits and dashes');

export const iconSchema = z.enum(iconNames);

export const imageSchema = z.object({
  src: z.string().regex(/^\/assets\/.+\.(svg|png|jpe?g|webp|avif)$/, 'must be an image under /assets/'),
  /** Empty for decorative images. */
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

/** A button or link of a section: either a link, or the brochure request (the modal comes with the lead form). */
export const actionSchema = z.union([
  z.object({ label: text, href, style: z.enum(['primary', 'accent', 'outline']).default('primary') }),
  z.object({ label: text.refine((label) => /brochure/i.test(label), 'a brochure button must say "Brochure"'), action: z.literal('brochure'), style: z.enum(['primary', 'accent', 'outline']).default('accent') }),
]);

/** Spec section 3, FAQ entry. */
export const faqEntrySchema = z.object({ title: text, content: text });

/** Spec section 3, Card entry: title, content, and an icon or an image. */
export const cardSchema = z
  .object({
    title: text,
    content: text,
    icon: iconSchema.optional(),
    image: imageSchema.optional(),
    href: href.optional(),
    /** Short bullet points under the text. */
    points: z.array(text).optional(),
  })
  .refine((card) => !(card.icon && card.image), { message: 'a card has an icon or an image, not both' });

const sectionBase = {
  /** Anchor and aria-labelledby target. */
  id: anchorId,
  eyebrow: text.optional(),
  title: text,
  lead: text.optional(),
  /** Surface colour of the band. */
  tone: z.enum(['paper', 'white', 'forest']).default('paper'),
};

export const bannerSectionSchema = z.object({
  type: z.literal('banner'),
  eyebrow: text.optional(),
  heading: text,
  subheading: text,
  image: imageSchema,
  actions: z.array(actionSchema).max(3).default([]),
});

/** Small tiles of a feature and one line: the 12 crop-monitoring layers. */
export const featureTilesSectionSchema = z.object({
  type: z.literal('featureTiles'),
  ...sectionBase,
  tiles: z.array(z.object({ title: text, content: text, icon: iconSchema })).min(1),
});

/** A grid of icon or image cards; four to a row on wide screens unless said otherwise. */
export const cardsSectionSchema = z.object({
  type: z.literal('cards'),
  ...sectionBase,
  perRow: z.union([z.literal(2), z.literal(3), z.literal(4)]).default(4),
  cards: z.array(cardSchema).min(1),
});

/** Info blocks: a measured parameter or fact with its icon (icon size 48). */
export const parametersSectionSchema = z.object({
  type: z.literal('parameters'),
  ...sectionBase,
  items: z.array(z.object({ title: text, content: text, icon: iconSchema })).min(1),
});

export const faqSectionSchema = z.object({
  type: z.literal('faq'),
  id: anchorId.default('faq'),
  /** The spec's section title. */
  title: z.literal('Frequently Asked Questions').default('Frequently Asked Questions'),
  lead: text.optional(),
  tone: z.enum(['paper', 'white', 'forest']).default('white'),
  image: imageSchema,
  items: z.array(faqEntrySchema).min(1),
});

export const carouselSectionSchema = z.object({
  type: z.literal('carousel'),
  ...sectionBase,
  effect: z.enum(['slide', 'coverflow']).default('slide'),
  /** Auto-advance interval; absent means no autoplay. */
  autoplayMs: z.number().int().min(2000).optional(),
  slides: z.array(z.object({ title: text, content: text, image: imageSchema })).min(2),
});

export const tableSectionSchema = z
  .object({
    type: z.literal('table'),
    ...sectionBase,
    caption: text,
    columns: z.array(text).min(2),
    /** Rows are objects, not nested arrays: Firestore cannot store an array directly inside an array. */
    rows: z.array(z.object({ cells: z.array(text) })).min(1),
  })
  .refine((table) => table.rows.every((row) => row.cells.length === table.columns.length), { message: 'every row needs one cell per column', path: ['rows'] });

export const tabsSectionSchema = z.object({
  type: z.literal('tabs'),
  ...sectionBase,
  tabs: z
    .array(z.object({ label: text, heading: text, paragraphs: z.array(text).min(1), points: z.array(text).default([]), image: imageSchema.optional() }))
    .min(2),
});

export const timelineSectionSchema = z.object({
  type: z.literal('timeline'),
  ...sectionBase,
  items: z.array(z.object({ marker: text, title: text, content: text })).min(2),
});

/** Two ways of doing something compared row by row; `better` marks the column we recommend. */
export const comparisonSectionSchema = z.object({
    type: z.literal('comparison'),
    ...sectionBase,
    caption: text,
    options: z.tuple([text, text]),
    better: z.union([z.literal(0), z.literal(1)]),
  rows: z.array(z.object({ label: text, values: z.tuple([text, text]) })).min(1),
});

export const statsSectionSchema = z.object({
  type: z.literal('stats'),
  ...sectionBase,
  items: z.array(z.object({ value: text, label: text, detail: text.optional() })).min(1),
});

export const richTextSectionSchema = z.object({
  type: z.literal('richText'),
  ...sectionBase,
  paragraphs: z.array(text).min(1),
  points: z.array(text).default([]),
  image: imageSchema.optional(),
  imageSide: z.enum(['left', 'right']).default('right'),
  actions: z.array(actionSchema).max(3).default([]),
});

export const ctaSectionSchema = z.object({
  type: z.literal('cta'),
  ...sectionBase,
  tone: z.enum(['paper', 'white', 'forest']).default('forest'),
  actions: z.array(actionSchema).min(1).max(3),
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
]);

const pageBase = {
  /** The document id and the URL path segment ("ecrop" → /ecrop). */
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a lower-case slug'),
  /** Title for <title> and the structured data name. */
  title: text,
  /** Meta description and structured data description (search engines show ~155 characters). */
  description: text.max(170),
  /** Representative image for structured data and sharing. */
  image: z.string().regex(/^\/assets\/.+/, 'must be under /assets/'),
  sections: z.array(sectionSchema).min(1),
};

export const servicePageSchema = z.object({ ...pageBase, kind: z.literal('service'), serviceType: text });
export const productPageSchema = z.object({ ...pageBase, kind: z.literal('product'), productType: text });

export const pageSchema = z
  .discriminatedUnion('kind', [servicePageSchema, productPageSchema])
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

/** Validate one page document. Throws a ContentError naming `collection/id` and the field. */
export function parsePage(input: unknown, collection: string, id: string): Page {
  const result = pageSchema.safeParse(input);
  if (!result.success) throw new ContentError(`Invalid document ${collection}/${id}: ${describeIssues(result.error, input)}`);
  if (result.data.slug !== id) throw new ContentError(`Invalid document ${collection}/${id}: slug: must equal the document id "${id}"`);
  return result.data;
}

/* ---------- Blog posts, More Reads articles, magazines (spec section 3) ---------- */

/** Firestore Timestamps arrive as Date (admin SDK) or {seconds}; files carry ISO strings. All become ISO. */
const isoDate = z.preprocess((value) => {
  if (value instanceof Date) return value.toISOString();
  if (value && typeof value === 'object' && 'toDate' in value && typeof (value as { toDate: unknown }).toDate === 'function') return (value as { toDate: () => Date }).toDate().toISOString();
  if (value && typeof value === 'object' && 'seconds' in value) return new Date(Number((value as { seconds: number }).seconds) * 1000).toISOString();
  return value;
}, z.iso.datetime({ offset: true }).or(z.iso.date()));

/** A string field that falls back to `fallback` when missing, null or blank; any other type is an error. */
const stringOr = (fallback: string) =>
  z.preprocess((value) => (value === undefined || value === null || (typeof value === 'string' && !value.trim()) ? fallback : value), z.string().trim());

/** A post document, with the spec's defaults for missing fields. Its `content` HTML is sanitised later. */
export const postSchema = z.object({
  title: stringOr('Untitled Blog'),
  metaDescription: stringOr(''),
  content: stringOr(''),
  imageURL: stringOr(''),
  authorName: stringOr('Unknown'),
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

/** A magazine issue (publications). */
export const magazineSchema = z.object({
  title: text,
  issue: z.string().trim().default(''),
  description: z.string().trim().default(''),
  coverImage: z.string().trim().default(''),
  pdfUrl: z.string().regex(/^(\/assets\/.+\.pdf|https:\/\/\S+)$/, 'must be a PDF under /assets/ or an https URL'),
  categoryId: text,
  sortedDate: isoDate,
});
export type MagazineDocument = z.infer<typeof magazineSchema>;
export type Magazine = MagazineDocument & { id: string };

/** Validate any collection's document with its schema; the error names `collection/id` and the field. */
export function parseDocument<T extends z.ZodType>(schema: T, input: unknown, collection: string, id: string): z.infer<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw new ContentError(`Invalid document ${collection}/${id}: ${describeIssues(result.error, input)}`);
  return result.data;
}
