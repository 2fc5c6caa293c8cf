import type { Metadata } from 'next';
import { site } from '@/content/site';
import { absoluteUrl } from '@/lib/env';
import type { Page } from '@/lib/content/schema';
import { hrefOf, localePath, pagePath, splitLocalePath } from '@/lib/routes';
import { DEFAULT_LANG, language, LANGS, type Lang } from '@/lib/i18n';
import { getTranslatedPaths } from '@/lib/content';
import { OFFLINE_SLUG } from '@/lib/offline';

/** The share image (1200×630) of every page, and what it shows, for those who cannot see it. */
const shareImage = {
  url: '/assets/art/og-default.png',
  alt: `The ${site.brand} logo and “Know your field before the problem shows. Satellite crop monitoring · eCrop · farm advisory” over a satellite view of field plots`,
};

interface PageMetaInput {
  /** The page's language (English by default), and every language the page exists in (its own among them) when it has twins. */
  lang?: Lang;
  twins?: readonly Lang[];
  /** The page's own title; the layout's template adds " | " and the brand. */
  title: string;
  /** The title already names the brand (the home page's): it is used whole, in the tab and when shared. */
  wholeTitle?: boolean;
  description: string;
  /** Site path of the page, e.g. "/about". */
  path: string;
  /** Open Graph type: articles for blog posts, website otherwise. */
  type?: 'website' | 'article';
  /** An article's publication date (ISO 8601). */
  publishedTime?: string;
}

/**
 * The one metadata helper: title, description, canonical (SITE_URL + path), Open Graph and Twitter card.
 * The canonical carries the trailing slash the exported site serves.
 */
export function pageMetadata({ title, description, path, type = 'website', publishedTime, lang = DEFAULT_LANG, twins = [], wholeTitle = false }: PageMetaInput): Metadata {
  const sharedTitle = wholeTitle ? title : `${title} | ${site.brand}`;
  const canonical = absoluteUrl(hrefOf(path));
  const english = splitLocalePath(path).path;
  // Twins name each other, every one of them (English as the default for other languages), each with its own canonical.
  const languages =
    twins.length > 1
      ? { ...Object.fromEntries(twins.map((twin) => [twin, absoluteUrl(hrefOf(localePath(english, twin)))])), 'x-default': absoluteUrl(hrefOf(english)) }
      : undefined;
  return {
    title: wholeTitle ? { absolute: title } : title,
    description,
    alternates: languages ? { canonical, languages } : { canonical },
    openGraph: {
      type,
      ...(publishedTime ? { publishedTime } : {}),
      url: canonical,
      title: sharedTitle,
      description,
      siteName: site.brand,
      locale: language(lang).ogLocale,
      images: [{ url: absoluteUrl(shareImage.url), width: 1200, height: 630, alt: shareImage.alt }],
    },
    twitter: { card: 'summary_large_image', title: sharedTitle, description, images: [{ url: absoluteUrl(shareImage.url), alt: shareImage.alt }] },
  };
}

/** Every language a page exists in, in the list's order: English, and each translation with its twin. */
export async function languagesOf(englishPath: string): Promise<Lang[]> {
  const present = await Promise.all(LANGS.map(async (lang) => lang === DEFAULT_LANG || (await getTranslatedPaths(lang)).has(englishPath)));
  return LANGS.filter((_, index) => present[index]);
}

/**
 * A page document's metadata, at its own path (or `path`, for page 2 of a list), with its twins in the other
 * languages as alternates when there are any. The home page's title names the brand, so it is used whole.
 */
export async function metadataFor(page: Page, path = pagePath(page.slug, page.lang)): Promise<Metadata> {
  const twins = path === pagePath(page.slug, page.lang) ? await languagesOf(pagePath(page.slug)) : [];
  const wholeTitle = page.kind === 'page' && page.pageType === 'home';
  const meta = pageMetadata({ title: page.title, description: page.description, path, lang: page.lang, twins, wholeTitle });
  // The offline page is what the service worker shows without a network; search engines have no use for it (nor has the sitemap).
  return page.slug === OFFLINE_SLUG ? { ...meta, robots: { index: false } } : meta;
}
