import { renderToStaticMarkup } from 'react-dom/server';
import { JsonLd } from '@/components/seo/json-ld';
import { site } from '@/content/site';
import { siteUrl } from '@/lib/env';
import type { Page, Post } from '@/lib/content/schema';
import { shippedPages } from '@/tests/support/local-pages';
import { pageJsonLd, postJsonLd } from './jsonld';

const origin = siteUrl;

type Node = Record<string, unknown>;
const pages = shippedPages();
const page = (slug: string): Page => pages.find((p) => p.slug === slug)!;
const home = { label: 'Home' };
const nodes = (slug: string) => pageJsonLd(page(slug), home)['@graph'] as unknown as Node[];
const nodeOf = (slug: string, type: string) => nodes(slug).find((node) => node['@type'] === type);

describe('structured data of page documents', () => {
  it('home: the Organization with the Navi Mumbai 400710 address, and the WebSite; no breadcrumb', () => {
    const organization = nodeOf('home', 'Organization');
    expect(organization?.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: expect.any(String),
      addressLocality: 'Navi Mumbai',
      addressRegion: 'Maharashtra',
      postalCode: '400710',
      addressCountry: 'IN',
    });
    expect(organization?.sameAs).toHaveLength(7);
    expect(nodeOf('home', 'WebSite')?.publisher).toEqual({ '@id': organization?.['@id'] });
    expect(nodeOf('home', 'BreadcrumbList')).toBeUndefined();
  });

  it.each([
    ['about', 'AboutPage'],
    ['contact', 'ContactPage'],
    ['sustainability', 'WebPage'],
    ['policy', 'WebPage'],
    ['blog', 'Blog'],
    ['more-reads', 'CollectionPage'],
    ['crop-monitoring', 'Service'],
    ['ecrop', 'Product'],
  ])('%s: a %s with its breadcrumb Home › page', (slug, type) => {
    const main = nodeOf(slug, type);
    expect(main).toBeDefined();
    const crumbs = nodeOf(slug, 'BreadcrumbList')?.itemListElement as Node[];
    expect(crumbs.map((crumb) => crumb.name)).toEqual(['Home', page(slug).label]);
    expect(crumbs[1]?.item).toBe(`${origin}/${slug}/`);
  });

  it('the policy is reviewed on its effective date', () => {
    const legal = page('policy').sections.find((section) => section.type === 'legal');
    expect(nodeOf('policy', 'WebPage')).toMatchObject({ about: { name: 'Privacy policy' }, lastReviewed: legal?.type === 'legal' ? legal.effectiveDate : '' });
  });

  it('service: Service with serviceType, description, url, provider, areaServed India and the audience', () => {
    const crop = page('crop-monitoring');
    expect(nodeOf('crop-monitoring', 'Service')).toMatchObject({
      serviceType: crop.kind === 'service' ? crop.serviceType : '',
      description: crop.description,
      url: `${origin}/crop-monitoring/`,
      provider: { '@id': `${origin}/#organization` },
      areaServed: { '@type': 'Country', name: 'India' },
      audience: { audienceType: 'Farmers and agri-businesses', geographicArea: { name: 'India' } },
    });
    expect(nodeOf('crop-monitoring', 'Organization')).toMatchObject({ '@id': `${origin}/#organization`, name: site.brand });
  });

  it('product: an Offer of price 0 in INR served in India, the audience, and the manufacturer on the page', () => {
    expect(nodeOf('ecrop', 'Product')).toMatchObject({
      category: expect.any(String),
      image: expect.stringMatching(new RegExp(`^${origin}/assets/`)),
      url: `${origin}/ecrop/`,
      audience: { audienceType: 'Farmers and agri-businesses' },
      manufacturer: { '@id': `${origin}/#organization` },
      offers: { '@type': 'Offer', price: '0', priceCurrency: 'INR', areaServed: { name: 'India' } },
    });
    expect(nodeOf('ecrop', 'Organization')?.['@id']).toBe(`${origin}/#organization`);
  });

  it('a page with an FAQ carries FAQPage data with exactly its visible questions', () => {
    const faq = page('ecoloo').sections.find((section) => section.type === 'faq');
    const data = nodeOf('ecoloo', 'FAQPage')?.mainEntity as Node[];
    expect(data.map((question) => question.name)).toEqual(faq?.type === 'faq' ? faq.items.map((item) => item.title) : []);
    expect(nodeOf('about', 'FAQPage')).toBeUndefined();
  });

  it('a blog post: BlogPosting with the blog in its breadcrumb', () => {
    const post: Post = { id: 't', title: 'T', metaDescription: 'D', content: '', imageURL: '', authorName: 'Unknown', categoryId: 'blog', sortedDate: '2026-01-01T00:00:00Z' };
    const graph = postJsonLd(post, { home: { name: 'Home', path: '/' }, blog: { name: 'Blog', path: '/blog' } })['@graph'] as unknown as Node[];
    expect(graph[0]).toMatchObject({ '@type': 'BlogPosting', headline: 'T', url: `${origin}/post/t/` });
    // 'Unknown' is what the page shows for a post without an author: the data names none.
    expect(graph[0]).not.toHaveProperty('author');
    expect(graph[0]).not.toHaveProperty('image');
    expect((graph[1]?.itemListElement as Node[]).map((crumb) => crumb.name)).toEqual(['Home', 'Blog', 'T']);
  });
});

describe('<JsonLd>', () => {
  it('escapes "<" so content can never close the script element', () => {
    const html = renderToStaticMarkup(<JsonLd data={{ '@type': 'Thing', name: '</script><script>alert(1)</script>' }} />);
    expect(html).not.toContain('</script><script>');
    expect(html).toContain('\\u003c/script>');
    const json = html.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
    expect(JSON.parse(json).name).toBe('</script><script>alert(1)</script>');
  });

  it('a post by a desk of the company names it as part of the Organization; anyone else as a Person', () => {
    const post: Post = {
      id: 't',
      title: 'T',
      metaDescription: 'D',
      content: '',
      imageURL: '',
      authorName: `${site.brand} Soil Lab`,
      categoryId: 'blog',
      sortedDate: '2026-01-01T00:00:00Z',
    };
    const crumbs = { home: { name: 'Home', path: '/' }, blog: { name: 'Blog', path: '/blog' } };
    const desk = (postJsonLd(post, crumbs)['@graph'] as unknown as Node[])[0];
    expect(desk?.author).toEqual({ '@type': 'Organization', name: `${site.brand} Soil Lab`, parentOrganization: { '@id': `${origin}/#organization` } });
    const person = (postJsonLd({ ...post, authorName: 'Asha Kulkarni' }, crumbs)['@graph'] as unknown as Node[])[0];
    expect(person?.author).toEqual({ '@type': 'Person', name: 'Asha Kulkarni' });
  });

  it('every page carries the Organization and the WebSite its nodes point to, the site in every language', () => {
    for (const slug of ['about', 'blog', 'policy', 'more-reads', 'buy-product', 'sustainability']) {
      const graph = nodes(slug);
      const ids = new Set(graph.map((node) => node['@id']).filter(Boolean));
      const references = JSON.stringify(graph).match(/"@id":"[^"]+"/g) ?? [];
      for (const reference of references) expect(ids).toContain(reference.slice('"@id":"'.length, -1));
    }
    expect(nodeOf('home', 'WebSite')?.inLanguage).toEqual(['en-IN', 'hi', 'mr']);
  });

  it('a later page of a list has its own name and the list before it in the breadcrumb', () => {
    const later = { ...page('more-reads'), title: 'More Reads, page 2' };
    const graph = pageJsonLd(later, home, '/more-reads/page/2', '/more-reads')['@graph'] as unknown as Node[];
    expect(graph.find((node) => node['@type'] === 'CollectionPage')).toMatchObject({ name: 'More Reads, page 2', url: `${origin}/more-reads/page/2/` });
    const crumbs = graph.find((node) => node['@type'] === 'BreadcrumbList')?.itemListElement as Node[];
    expect(crumbs.map((crumb) => [crumb.name, crumb.item])).toEqual([
      ['Home', `${origin}/`],
      [page('more-reads').label, `${origin}/more-reads/`],
      ['More Reads, page 2', `${origin}/more-reads/page/2/`],
    ]);
  });
});
