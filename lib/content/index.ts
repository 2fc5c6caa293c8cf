import { site } from '@/content/site';
import { EMULATOR_PROJECT_ID } from '@/lib/constants';
import { buildMenu, menuPagesFor, siteMenus, type NavItem, type SiteMenus } from '@/lib/navigation';
import { menuGroups } from '@/content/navigation';
import { DEFAULT_LANG, language, type Lang } from '@/lib/i18n';
import { dictionaryFor } from '@/content/i18n';
import { translatedEdition } from '@/content/i18n/edition';
import { dedicatedSlugs, localePath, normalisePath, pagePath } from '@/lib/routes';
import { ContentCache } from './cache';
import { BLOG_CATEGORY, NEWSLETTER_CATEGORY } from './categories';
import { FirestoreSource } from './firestore';
import { LocalSource } from './local';
import { loggingReads } from './read-log';
import { sanitizePostHtml } from './sanitize';
import {
  articleSchema,
  catalogueItemSchema,
  ContentError,
  magazineSchema,
  parseDocument,
  parsePage,
  postSchema,
  type Article,
  type CatalogueItem,
  type Magazine,
  type MenuId,
  type Page,
  type Post,
} from './schema';
import { pageCollections, type ContentSource } from './source';

/**
 * What pages read content through. The source is picked
 * once from the environment; every read goes through one cache, so generateStaticParams,
 * generateMetadata and the page share each collection's single read, and each document is parsed once.
 */

/** Firestore when FIREBASE_PROJECT_ID (with credentials) or FIRESTORE_EMULATOR_HOST is set; else content/. */
export function sourceFromEnv(env: Record<string, string | undefined> = process.env): ContentSource {
  if (env.CONTENT_SOURCE === 'local') return new LocalSource();
  if (env.FIREBASE_PROJECT_ID || env.FIRESTORE_EMULATOR_HOST) return new FirestoreSource(env.FIREBASE_PROJECT_ID || EMULATOR_PROJECT_ID);
  if (env.CONTENT_SOURCE === 'firestore') throw new ContentError('CONTENT_SOURCE=firestore needs FIREBASE_PROJECT_ID (with credentials) or FIRESTORE_EMULATOR_HOST');
  return new LocalSource();
}

let cache: ContentCache | undefined;

function contentCache(): ContentCache {
  if (!cache) {
    const source = sourceFromEnv();
    cache = new ContentCache(process.env.CONTENT_READ_LOG ? loggingReads(source, process.env.CONTENT_READ_LOG) : source);
  }
  return cache;
}

/** For tests and tools: read through another source from now on. */
export function useContentSource(source: ContentSource): ContentCache {
  cache = new ContentCache(source);
  return cache;
}

/* ---------- pages ---------- */

/** Every page document in every language, validated once; (slug, lang) is unique across collections. */
function allPages(): Promise<Page[]> {
  const cached = contentCache();
  return cached.derive('all-pages', async () => {
    const lists = await Promise.all(pageCollections.map(async (collection) => ({ collection, documents: await cached.list(collection) })));
    const seen = new Map<string, string>();
    const pages = lists.flatMap(({ collection, documents }) =>
      documents.map((doc) => {
        const page = parsePage(doc.data, collection, doc.id);
        const key = `${page.slug}|${page.lang}`;
        const other = seen.get(key);
        if (other) throw new ContentError(`Invalid document ${collection}/${doc.id}: slug: "${page.slug}" (${page.lang}) is already the slug of ${other}`);
        seen.set(key, `${collection}/${doc.id}`);
        return page;
      }),
    );
    const pathsIn = new Map<Lang, Set<string>>();
    const twinsIn = (lang: Lang) => pathsIn.get(lang) ?? pathsIn.set(lang, translatedPaths(pages, lang)).get(lang)!;
    return pages.map((page) => (page.lang === DEFAULT_LANG ? page : withLinksInLanguage(page, twinsIn(page.lang))));
  });
}

/** The English paths of the pages that have a twin in `lang` (the 404 page is not a path). */
function translatedPaths(pages: Page[], lang: Lang): Set<string> {
  return new Set(pages.filter((page) => page.lang === lang && page.slug !== dedicatedSlugs.notFound).map((page) => pagePath(page.slug)));
}

/** The English paths of the pages that exist in `lang` too: where the language switch and links can lead to the same page. */
export function getTranslatedPaths(lang: Lang): Promise<ReadonlySet<string>> {
  return contentCache().derive(`translated-paths:${lang}`, async () => translatedPaths(await allPages(), lang));
}

/**
 * A translation links to English paths, as its English twin does ("/ecrop"); published, each link leads
 * to the page in the translation's language where that exists ("/hi/ecrop"), else to the English page.
 */
function withLinksInLanguage(page: Page, translated: ReadonlySet<string>): Page {
  const localise = (href: string) => {
    const [pathname = '/', hash] = href.split('#', 2);
    const path = normalisePath(pathname);
    return translated.has(path) ? `${localePath(path, page.lang)}${hash === undefined ? '' : `#${hash}`}` : href;
  };
  const walk = (value: unknown, key?: string): unknown => {
    if (typeof value === 'string') {
      if (key === 'href') return value.startsWith('/') ? localise(value) : value;
      // Markdown links in prose: [text](/path)
      return value.replace(/\]\((\/[^)\s]*)\)/g, (_, href: string) => `](${localise(href)})`);
    }
    if (Array.isArray(value)) return value.map((item) => walk(item));
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, walk(item, name)]));
    return value;
  };
  return walk(page) as Page;
}

/** The pages of one language (English by default: the site's own pages, company pages, services, products). */
export function getPages(lang: Page['lang'] = 'en'): Promise<Page[]> {
  return contentCache().derive(`pages:${lang}`, async () => (await allPages()).filter((page) => page.lang === lang));
}

export async function getPage(slug: string, lang: Page['lang'] = 'en'): Promise<Page | undefined> {
  return (await getPages(lang)).find((page) => page.slug === slug);
}

/** A page the site cannot be built without (home, contact...): its absence fails the build, naming it. */
export async function requirePage(slug: string, lang: Lang = 'en'): Promise<Page> {
  const page = await getPage(slug, lang);
  if (!page) throw new ContentError(`Missing document pages/${lang === 'en' ? slug : `${slug}.${lang}`}: the site needs this page`);
  return page;
}

/**
 * The pages of a language, once every page of the translated edition (content/i18n/edition.ts) is known to
 * be there: for a translation, a missing one fails the build, naming its document and its English twin.
 */
export function getEditionPages(lang: Lang): Promise<Page[]> {
  if (lang === DEFAULT_LANG) return getPages(lang);
  return contentCache().derive(`edition:${lang}`, async () => {
    const [translated, english] = await Promise.all([getPages(lang), getPages(DEFAULT_LANG)]);
    const missing = missingFromEdition(translated);
    if (missing.length) {
      const { englishName } = language(lang);
      const where = (slug: string) => english.find((page) => page.slug === slug);
      const names = missing.map((slug) => `${slug}.${lang} (the ${englishName} twin of ${where(slug) ? `the page "${slug}"` : `"${slug}", which has no English page either`})`);
      throw new ContentError(`Missing ${englishName} ${missing.length === 1 ? 'page' : 'pages'} of the translated edition: ${names.join(', ')}`);
    }
    return translated;
  });
}

/** The slugs of the translated edition that a language's pages lack. */
export function missingFromEdition(pages: readonly Pick<Page, 'slug'>[], edition: readonly string[] = translatedEdition): string[] {
  const have = new Set(pages.map((page) => page.slug));
  return edition.filter((slug) => !have.has(slug));
}

/** The pages the menus of `lang` list (its own, and English ones without a twin), and the note an English-only link carries. */
async function menuSource(lang: Lang): Promise<{ pages: Page[]; note: string }> {
  return { pages: menuPagesFor(lang, await getPages('en'), await getPages(lang)), note: dictionaryFor(lang).shell.englishOnly };
}

/** The menus of the site shell, built from the page documents. */
export function getMenus(lang: Lang = 'en'): Promise<SiteMenus> {
  return contentCache().derive(`menus:${lang}`, async () => {
    const { pages, note } = await menuSource(lang);
    return siteMenus(pages, lang, note);
  });
}

/** One menu in `lang` (a page-links section lists one). */
export async function getMenu(menu: MenuId, lang: Lang = 'en'): Promise<NavItem[]> {
  const { pages, note } = await menuSource(lang);
  return buildMenu(menu, pages, menuGroups, lang, note);
}

/* ---------- blog posts ---------- */

/** Every blog post, newest first, validated (defaults applied) and with sanitised HTML. */
export function getPosts(): Promise<Post[]> {
  const cached = contentCache();
  return cached.derive('posts', async () => {
    const documents = await cached.list('posts', { categoryId: BLOG_CATEGORY });
    if (documents.length === 0) throw new ContentError(`No posts found in posts (categoryId == "${BLOG_CATEGORY}"): refusing to publish an empty blog`);
    return documents.map((doc) => {
      const post = parseDocument(postSchema, doc.data, 'posts', doc.id);
      return { ...post, id: doc.id, content: sanitizePostHtml(post.content) };
    });
  });
}

/** A post by its slug (the document id), from the one read of the collection: a map, so N post pages cost N lookups, not N². */
export async function getPost(slug: string): Promise<Post | undefined> {
  const bySlug = await contentCache().derive('posts-by-slug', async () => new Map((await getPosts()).map((post) => [post.id, post])));
  return bySlug.get(slug);
}

/* ---------- More Reads and magazines ---------- */

/** Every article of the articles collection, validated: the build sets the shipped ones into PDFs. */
export function getArticles(): Promise<Article[]> {
  const cached = contentCache();
  return cached.derive('articles', async () => (await cached.list('articles')).map((doc) => ({ ...parseDocument(articleSchema, doc.data, 'articles', doc.id), id: doc.id })));
}

/** Newsletter articles published by the company itself, newest first (the More Reads list). */
export function getMoreReads(): Promise<Article[]> {
  const cached = contentCache();
  return cached.derive('more-reads', async () => {
    const documents = await cached.list('articles', { categoryId: NEWSLETTER_CATEGORY });
    return documents.map((doc) => ({ ...parseDocument(articleSchema, doc.data, 'articles', doc.id), id: doc.id })).filter((article) => article.publisher === site.brand);
  });
}

/** The magazine issues, newest first (the Publications page). */
export function getMagazines(): Promise<Magazine[]> {
  const cached = contentCache();
  return cached.derive('magazines', async () => (await cached.list('magazines')).map((doc) => ({ ...parseDocument(magazineSchema, doc.data, 'magazines', doc.id), id: doc.id })));
}

/* ---------- the catalogue ---------- */

/** What can be ordered from the buy page, in its order: the page, the cart and the intake all read this. */
export function getCatalogue(): Promise<CatalogueItem[]> {
  const cached = contentCache();
  return cached.derive('catalogue', async () =>
    (await cached.list('catalogue')).map((doc) => ({ ...parseDocument(catalogueItemSchema, doc.data, 'catalogue', doc.id), id: doc.id })).sort((a, b) => a.order - b.order),
  );
}

export type { Page, Post } from './schema';
