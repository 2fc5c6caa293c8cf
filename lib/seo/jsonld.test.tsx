import { renderToStaticMarkup } from 'react-dom/server';
import { JsonLd } from '@/components/seo/json-ld';
import {
  aboutJsonLd,
  blogJsonLd,
  blogPostingJsonLd,
  contactJsonLd,
  homeJsonLd,
  policyJsonLd,
  productJsonLd,
  serviceJsonLd,
  sustainabilityJsonLd,
} from './jsonld';

type Node = Record<string, unknown>;
const graph = (data: Node) => data['@graph'] as Node[];
const page = { name: 'Name', description: 'Description', path: '/about' };

describe('JSON-LD builders', () => {
  it('home: Organization with the Navi Mumbai 400710 address, and the WebSite', () => {
    const data = homeJsonLd();
    expect(data['@context']).toBe('https://schema.org');
    const [organization, website] = graph(data);
    expect(organization?.['@type']).toBe('Organization');
    expect(organization?.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: expect.any(String),
      addressLocality: 'Navi Mumbai',
      addressRegion: 'Maharashtra',
      postalCode: '400710',
      addressCountry: 'IN',
    });
    expect(organization?.sameAs).toHaveLength(7);
    expect(website?.['@type']).toBe('WebSite');
    expect(website?.publisher).toEqual({ '@id': organization?.['@id'] });
  });

  it.each([
    ['about', aboutJsonLd, 'AboutPage'],
    ['contact', contactJsonLd, 'ContactPage'],
  ])('%s: a %s page with the Organization', (_name, build, type) => {
    const [webPage, organization] = graph(build(page));
    expect(webPage?.['@type']).toBe(type);
    expect(webPage?.url).toBe('https://www.haritsat.in/about/');
    expect(organization?.['@type']).toBe('Organization');
  });

  it('sustainability and policy are WebPages about their topic', () => {
    expect(sustainabilityJsonLd(page)).toMatchObject({ '@type': 'WebPage', about: { name: 'Sustainable agriculture' } });
    expect(policyJsonLd(page)).toMatchObject({ '@type': 'WebPage', about: { name: 'Privacy policy' } });
  });

  it('service: audience India, farmers and agri-businesses', () => {
    const data = serviceJsonLd({ name: 'Crop Monitoring', serviceType: 'Satellite crop monitoring', description: 'd', path: '/crop-monitoring' });
    expect(data).toMatchObject({
      '@type': 'Service',
      serviceType: 'Satellite crop monitoring',
      url: 'https://www.haritsat.in/crop-monitoring/',
      areaServed: { '@type': 'Country', name: 'India' },
      audience: { audienceType: 'Farmers and agri-businesses', geographicArea: { name: 'India' } },
    });
  });

  it('product: an Offer of price 0 in INR, with type, image, url and description', () => {
    const data = productJsonLd({ name: 'eCrop', productType: 'IoT soil and weather station', description: 'd', path: '/ecrop', image: '/assets/art/ecrop.svg' });
    expect(data).toMatchObject({
      '@type': 'Product',
      category: 'IoT soil and weather station',
      image: 'https://www.haritsat.in/assets/art/ecrop.svg',
      url: 'https://www.haritsat.in/ecrop/',
      description: 'd',
      offers: { '@type': 'Offer', price: '0', priceCurrency: 'INR' },
    });
  });

  it('blog list and blog posting', () => {
    expect(blogJsonLd({ ...page, path: '/blog' })).toMatchObject({ '@type': 'Blog', url: 'https://www.haritsat.in/blog/' });
    const post = blogPostingJsonLd({ title: 'T', description: 'D', path: '/post/t', image: '', authorName: 'Unknown' });
    expect(post).toMatchObject({ '@type': 'BlogPosting', headline: 'T', author: { name: 'Unknown' } });
    expect(post).not.toHaveProperty('image');
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
});
