import { headquarters, site } from '@/content/site';
import { absoluteUrl, siteUrl } from '@/lib/env';
import { hrefOf } from '@/lib/routes';

/**
 * Pure builders of schema.org JSON-LD, one per route class of spec section 2.
 * Each returns a plain object; components/seo/json-ld.tsx serialises it into the page.
 */

export type JsonLd = Record<string, unknown>;

const organizationId = `${siteUrl}/#organization`;
const websiteId = `${siteUrl}/#website`;

/** A reference to the one Organization node, for publisher/provider fields. */
const organizationRef = { '@id': organizationId };

/** The audience every service states (spec section 1). */
export const serviceAudience = {
  '@type': 'Audience',
  audienceType: 'Farmers and agri-businesses',
  geographicArea: { '@type': 'Country', name: 'India' },
} as const;

export function postalAddress() {
  return {
    '@type': 'PostalAddress',
    streetAddress: headquarters.streetAddress,
    addressLocality: headquarters.locality,
    addressRegion: headquarters.region,
    postalCode: headquarters.postalCode,
    addressCountry: 'IN',
  };
}

export function organizationJsonLd(): JsonLd {
  return {
    '@type': 'Organization',
    '@id': organizationId,
    name: site.brand,
    legalName: site.legalName,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/assets/art/logo.svg'),
    description: site.description,
    foundingDate: String(site.foundingYear),
    email: site.email,
    telephone: site.assistancePhone.tel,
    address: postalAddress(),
    parentOrganization: { '@type': 'Organization', name: site.parentCompany },
    contactPoint: [
      { '@type': 'ContactPoint', contactType: 'customer support', telephone: site.tollFreePhone.tel, areaServed: 'IN', availableLanguage: ['en', 'hi', 'mr'] },
      { '@type': 'ContactPoint', contactType: 'sales', telephone: site.assistancePhone.tel, areaServed: 'IN' },
    ],
    sameAs: site.socials.map((s) => s.url),
  };
}

function withContext(node: JsonLd): JsonLd {
  return { '@context': 'https://schema.org', ...node };
}

function webPageNode(type: string, name: string, description: string, path: string): JsonLd {
  return {
    '@type': type,
    '@id': `${absoluteUrl(hrefOf(path))}#webpage`,
    url: absoluteUrl(hrefOf(path)),
    name,
    description,
    inLanguage: 'en-IN',
    isPartOf: { '@id': websiteId },
    publisher: organizationRef,
  };
}

export interface PageLdInput {
  name: string;
  description: string;
  path: string;
}

/** Home: the Organization (with the Navi Mumbai 400710 address) and the WebSite. */
export function homeJsonLd(): JsonLd {
  return withContext({
    '@graph': [
      organizationJsonLd(),
      { '@type': 'WebSite', '@id': websiteId, url: absoluteUrl('/'), name: site.brand, description: site.description, inLanguage: 'en-IN', publisher: organizationRef },
    ],
  });
}

/** About: an AboutPage about the Organization. */
export function aboutJsonLd({ name, description, path }: PageLdInput): JsonLd {
  return withContext({ '@graph': [{ ...webPageNode('AboutPage', name, description, path), about: organizationRef, mainEntity: organizationRef }, organizationJsonLd()] });
}

/** Contact: a ContactPage whose main entity is the Organization with its contact points. */
export function contactJsonLd({ name, description, path }: PageLdInput): JsonLd {
  return withContext({ '@graph': [{ ...webPageNode('ContactPage', name, description, path), mainEntity: organizationRef }, organizationJsonLd()] });
}

/** Sustainability and other informational pages: a WebPage about a topic. */
export function sustainabilityJsonLd({ name, description, path }: PageLdInput): JsonLd {
  return withContext({ ...webPageNode('WebPage', name, description, path), about: { '@type': 'Thing', name: 'Sustainable agriculture' } });
}

/** Policy: the privacy policy page. */
export function policyJsonLd({ name, description, path }: PageLdInput): JsonLd {
  return withContext({ ...webPageNode('WebPage', name, description, path), about: { '@type': 'Thing', name: 'Privacy policy' }, lastReviewed: '2026-11-01' });
}

/** Any other page of the site (More Reads, Feedback, Publications...). */
export function webPageJsonLd({ name, description, path }: PageLdInput): JsonLd {
  return withContext(webPageNode('WebPage', name, description, path));
}

/** The blog list. */
export function blogJsonLd({ name, description, path }: PageLdInput): JsonLd {
  return withContext({ '@type': 'Blog', '@id': `${absoluteUrl(hrefOf(path))}#blog`, url: absoluteUrl(hrefOf(path)), name, description, publisher: organizationRef, inLanguage: 'en-IN' });
}

export interface BlogPostingLdInput {
  title: string;
  description: string;
  path: string;
  image: string;
  authorName: string;
  datePublished?: string;
}

export function blogPostingJsonLd({ title, description, path, image, authorName, datePublished }: BlogPostingLdInput): JsonLd {
  return withContext({
    '@type': 'BlogPosting',
    headline: title,
    description,
    url: absoluteUrl(hrefOf(path)),
    mainEntityOfPage: absoluteUrl(hrefOf(path)),
    ...(image ? { image: image.startsWith('http') ? image : absoluteUrl(image) } : {}),
    author: { '@type': 'Person', name: authorName },
    publisher: { '@type': 'Organization', name: site.brand, logo: { '@type': 'ImageObject', url: absoluteUrl('/assets/art/logo.svg') } },
    ...(datePublished ? { datePublished } : {}),
    inLanguage: 'en-IN',
  });
}

export interface ServiceLdInput {
  name: string;
  serviceType: string;
  description: string;
  path: string;
}

/** A service page: Service with audience India, farmers and agri-businesses (spec section 1). */
export function serviceJsonLd({ name, serviceType, description, path }: ServiceLdInput): JsonLd {
  return withContext({
    '@type': 'Service',
    name,
    serviceType,
    description,
    url: absoluteUrl(hrefOf(path)),
    provider: organizationJsonLd(),
    areaServed: { '@type': 'Country', name: 'India' },
    audience: serviceAudience,
  });
}

export interface ProductLdInput {
  name: string;
  productType: string;
  description: string;
  path: string;
  image: string;
}

/** A product page: Product with an Offer of price 0 in INR (spec section 1 and 9). */
export function productJsonLd({ name, productType, description, path, image }: ProductLdInput): JsonLd {
  const url = absoluteUrl(hrefOf(path));
  return withContext({
    '@type': 'Product',
    name,
    category: productType,
    description,
    url,
    image: absoluteUrl(image),
    brand: { '@type': 'Brand', name: site.brand },
    manufacturer: organizationRef,
    offers: { '@type': 'Offer', price: '0', priceCurrency: 'INR', availability: 'https://schema.org/InStock', url, seller: { '@type': 'Organization', name: site.brand } },
  });
}
