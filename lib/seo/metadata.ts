import type { Metadata } from 'next';
import { site } from '@/content/site';
import { absoluteUrl } from '@/lib/env';
import type { Page } from '@/lib/content/schema';
import { hrefOf, pagePath } from '@/lib/routes';

/** Default share image (1200×630) for pages without their own. */
const defaultShareImage = '/assets/art/og-default.png';

interface PageMetaInput {
  /** The page's own title; the layout's template adds " | " and the brand. */
  title: string;
  description: string;
  /** Site path of the page, e.g. "/about". */
  path: string;
  image?: string;
  /** Open Graph type: articles for blog posts, website otherwise. */
  type?: 'website' | 'article';
}

/**
 * The one metadata helper: title, description, canonical (SITE_URL + path), Open Graph and Twitter card.
 * The canonical carries the trailing slash the exported site serves.
 */
export function pageMetadata({ title, description, path, image = defaultShareImage, type = 'website' }: PageMetaInput): Metadata {
  const canonical = absoluteUrl(hrefOf(path));
  return {
    title,
    description,
    alternates: { canonical },
    openGraph: {
      type,
      url: canonical,
      title: `${title} | ${site.brand}`,
      description,
      siteName: site.brand,
      locale: 'en_IN',
      images: [{ url: absoluteUrl(image), width: 1200, height: 630, alt: `${site.brand}: ${title}` }],
    },
    twitter: { card: 'summary_large_image', title: `${title} | ${site.brand}`, description, images: [absoluteUrl(image)] },
  };
}

/** A page document's metadata, at its own path (or `path`, for page 2 of a list). The home page's title is used whole. */
export function metadataFor(page: Page, path = pagePath(page.slug)): Metadata {
  const meta = pageMetadata({ title: page.title, description: page.description, path });
  return page.kind === 'page' && page.pageType === 'home' ? { ...meta, title: { absolute: page.title } } : meta;
}
