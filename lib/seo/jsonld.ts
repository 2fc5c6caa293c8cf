import type {
  AboutPage,
  Audience,
  Blog,
  BlogPosting,
  BreadcrumbList,
  CollectionPage,
  ContactPage,
  FAQPage,
  Graph,
  Organization,
  PostalAddress,
  Product,
  Service,
  Thing,
  WebPage,
  WebSite,
} from 'schema-dts';
import { headquarters, site } from '@/content/site';
import { UNKNOWN_AUTHOR, type Page, type Post } from '@/lib/content/schema';
import { absoluteUrl, siteUrl } from '@/lib/env';
import { hrefOf, localePath, pagePath, paths, postPath } from '@/lib/routes';
import { HTML_LANG } from '@/lib/i18n';

/**
 * Pure builders of schema.org JSON-LD, typed with schema-dts. A page's data is one @graph: its main node
 * (by the page's structured-data class), a BreadcrumbList below home, FAQPage data matching its visible
 * questions, and the Organization its nodes point to. components/seo/json-ld.tsx serialises it.
 */

export type JsonLd = Graph;

const organizationId = `${siteUrl}/#organization`;
const websiteId = `${siteUrl}/#website`;
/** The one Organization, referenced by a full URL that resolves (the home page carries the node). */
const organizationRef = { '@id': organizationId };

const india = { '@type': 'Country', name: 'India' } as const;

/** The audience every service and product states: farmers and agri-businesses in India. */
const audience: Audience = { '@type': 'Audience', audienceType: 'Farmers and agri-businesses', geographicArea: india };

function urlOf(path: string): string {
  return absoluteUrl(hrefOf(path));
}

function postalAddress(): PostalAddress {
  return {
    '@type': 'PostalAddress',
    streetAddress: headquarters.streetAddress,
    addressLocality: headquarters.locality,
    addressRegion: headquarters.region,
    postalCode: headquarters.postalCode,
    addressCountry: 'IN',
  };
}

function organizationNode(): Organization {
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
      { '@type': 'ContactPoint', contactType: 'customer support', telephone: site.tollFreePhone.tel, areaServed: 'IN', availableLanguage: ['en', 'hi', 'mr', 'kn'] },
      { '@type': 'ContactPoint', contactType: 'sales', telephone: site.assistancePhone.tel, areaServed: 'IN' },
    ],
    sameAs: site.socials.map((s) => s.url),
  };
}

/** The site, in both its languages. */
function websiteNode(): WebSite {
  return {
    '@type': 'WebSite',
    '@id': websiteId,
    url: absoluteUrl('/'),
    name: site.brand,
    description: site.description,
    inLanguage: Object.values(HTML_LANG),
    publisher: organizationRef,
  };
}

interface Crumb {
  name: string;
  path: string;
}

/**
 * Who wrote a post: a desk or team of the company (its name starts with the brand, as in "{brand} Soil Lab") is
 * a part of the Organization, anyone else a Person; a post without an author names none.
 */
function authorNode(name: string): BlogPosting['author'] | undefined {
  if (!name || name === UNKNOWN_AUTHOR) return undefined;
  return name.startsWith(`${site.brand} `) ? { '@type': 'Organization', name, parentOrganization: organizationRef } : { '@type': 'Person', name };
}

/** Home › … › this page: every page below home carries one. */
function breadcrumbNode(crumbs: Crumb[]): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: urlOf(crumb.path) })),
  };
}

/** FAQPage data: exactly the questions and answers the page shows. */
function faqPageNode(items: Array<{ title: string; content: string }>, path: string): FAQPage {
  return {
    '@type': 'FAQPage',
    '@id': `${urlOf(path)}#faq`,
    mainEntity: items.map((item) => ({ '@type': 'Question', name: item.title, acceptedAnswer: { '@type': 'Answer', text: item.content } })),
  };
}

interface PageFacts {
  name: string;
  description: string;
  path: string;
  /** The page's language, as its <html lang> says it ('en-IN', 'hi'). */
  inLanguage?: string;
}

/** The fields every web page node shares. */
function webPageFields({ name, description, path, inLanguage = HTML_LANG.en }: PageFacts) {
  return { '@id': `${urlOf(path)}#webpage`, url: urlOf(path), name, description, inLanguage, isPartOf: { '@id': websiteId }, publisher: organizationRef };
}

function serviceNode(page: PageFacts & { serviceType: string }): Service {
  return {
    '@type': 'Service',
    '@id': `${urlOf(page.path)}#service`,
    name: page.name,
    serviceType: page.serviceType,
    description: page.description,
    url: urlOf(page.path),
    provider: organizationRef,
    areaServed: india,
    audience,
  };
}

/** A product: its category, image and an Offer of price 0 in INR, for farmers and agri-businesses in India. */
function productNode(page: PageFacts & { productType: string; image: string }): Product {
  const url = urlOf(page.path);
  return {
    '@type': 'Product',
    '@id': `${url}#product`,
    name: page.name,
    category: page.productType,
    description: page.description,
    url,
    image: absoluteUrl(page.image),
    brand: { '@type': 'Brand', name: site.brand },
    manufacturer: organizationRef,
    audience,
    offers: { '@type': 'Offer', price: '0', priceCurrency: 'INR', availability: 'https://schema.org/InStock', url, areaServed: india, seller: organizationRef },
  };
}

/** The main node of a company page, by its structured-data class. */
function companyNode(page: Extract<Page, { kind: 'page' }>, facts: PageFacts): Thing[] {
  switch (page.pageType) {
    case 'home':
      // The Organization and the WebSite, which every graph carries, are the home page's own nodes.
      return [];
    case 'about':
      return [{ '@type': 'AboutPage', ...webPageFields(facts), about: organizationRef, mainEntity: organizationRef } satisfies AboutPage];
    case 'contact':
      return [{ '@type': 'ContactPage', ...webPageFields(facts), mainEntity: organizationRef } satisfies ContactPage];
    case 'sustainability':
      return [{ '@type': 'WebPage', ...webPageFields(facts), about: { '@type': 'Thing', name: 'Sustainable agriculture' } } satisfies WebPage];
    case 'policy': {
      const legal = page.sections.find((section) => section.type === 'legal');
      return [
        {
          '@type': 'WebPage',
          ...webPageFields(facts),
          about: { '@type': 'Thing', name: 'Privacy policy' },
          ...(legal ? { lastReviewed: legal.effectiveDate } : {}),
        } satisfies WebPage,
      ];
    }
    case 'blog':
      return [
        {
          '@type': 'Blog',
          '@id': `${urlOf(facts.path)}#blog`,
          url: urlOf(facts.path),
          name: facts.name,
          description: facts.description,
          publisher: organizationRef,
          inLanguage: 'en-IN',
        } satisfies Blog,
      ];
    case 'collection':
      return [{ '@type': 'CollectionPage', ...webPageFields(facts) } satisfies CollectionPage];
    case 'webpage':
      return [{ '@type': 'WebPage', ...webPageFields(facts) } satisfies WebPage];
  }
}

/** One page's graph: its own nodes, then the Organization and the WebSite they point to, so every reference resolves in the page. */
function graph(nodes: Thing[]): Graph {
  return { '@context': 'https://schema.org', '@graph': [...nodes, organizationNode(), websiteNode()] };
}

/**
 * A page document's structured data. `home` is the home page's short name, the first crumb; `path` is
 * given for pages served at another path than their slug's (page 2 of the blog), `listPath` for a later
 * page of a list: where the list starts, its crumb before this page's.
 */
export function pageJsonLd(page: Page, home: { label: string }, path = pagePath(page.slug, page.lang), listPath?: string): Graph {
  const facts = { name: page.title, description: page.description, path, inLanguage: HTML_LANG[page.lang] };
  const nodes: Thing[] =
    page.kind === 'service'
      ? [serviceNode({ ...facts, serviceType: page.serviceType })]
      : page.kind === 'product'
        ? [productNode({ ...facts, productType: page.productType, image: page.image })]
        : companyNode(page, facts);
  const isHome = page.kind === 'page' && page.pageType === 'home';
  const laterListPage = listPath !== undefined && listPath !== path;
  if (!isHome)
    nodes.push(
      breadcrumbNode([
        { name: home.label, path: localePath(paths.home, page.lang) },
        ...(laterListPage
          ? [
              { name: page.label, path: listPath },
              { name: page.title, path },
            ]
          : [{ name: page.label, path }]),
      ]),
    );
  const faq = page.sections.find((section) => section.type === 'faq');
  if (faq) nodes.push(faqPageNode(faq.items, path));
  return graph(nodes);
}

/** A blog post: BlogPosting, with the blog in its breadcrumb. */
export function postJsonLd(post: Post, crumbs: { home: Crumb; blog: Crumb }): Graph {
  const path = postPath(post.id);
  const url = urlOf(path);
  const author = authorNode(post.authorName);
  const posting: BlogPosting = {
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.metaDescription,
    url,
    mainEntityOfPage: url,
    ...(post.imageURL ? { image: post.imageURL.startsWith('http') ? post.imageURL : absoluteUrl(post.imageURL) } : {}),
    ...(author ? { author } : {}),
    publisher: organizationRef,
    datePublished: post.sortedDate,
    inLanguage: 'en-IN',
  };
  return graph([posting, breadcrumbNode([crumbs.home, crumbs.blog, { name: post.title, path }])]);
}
