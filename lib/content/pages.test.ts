/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getMenus, getPages, useContentSource } from './index';
import { LocalSource } from './local';
import type { Page, Section, SectionOf } from './schema';
import { site } from '@/content/site';
import { absoluteUrl } from '@/lib/env';
import { menuLinks } from '@/lib/navigation';
import { CONTACT_FORM_ID, DEDICATED_SLUGS, dedicatedSlugs, hrefOf, pagePath, paths } from '@/lib/routes';
import { shippedPages } from '@/tests/support/local-pages';
import { SourceWithExtras } from '@/tests/support/memory-source';

const pages = shippedPages();
const page = (slug: string): Page => {
  const found = pages.find((p) => p.slug === slug);
  if (!found) throw new Error(`no content page ${slug}`);
  return found;
};
function sectionsOf<T extends Section['type']>(slug: string, type: T): Array<SectionOf<T>> {
  return page(slug).sections.filter((s): s is SectionOf<T> => s.type === type);
}
const faqCount = (slug: string) => sectionsOf(slug, 'faq')[0]?.items.length;
const text = (slug: string) => JSON.stringify(page(slug));

/** The words a reader reads on a page: paragraphs, card, step, tile and answer texts, table cells. */
function proseWords(page: Page): number {
  const texts = page.sections.flatMap((section): string[] => {
    switch (section.type) {
      case 'richText':
        return [...section.paragraphs, ...section.points];
      case 'cards':
        return section.cards.flatMap((card) => [card.content, ...(card.points ?? [])]);
      case 'timeline':
      case 'parameters':
        return section.items.map((item) => item.content);
      case 'featureTiles':
        return section.tiles.map((tile) => tile.content);
      case 'faq':
        return section.items.map((item) => item.content);
      case 'table':
        return section.rows.flatMap((row) => row.cells);
      default:
        return [];
    }
  });
  return texts.join(' ').split(/\s+/).filter(Boolean).length;
}

/** The fourteen service pages of the route table besides the two satellite services. */
const SERVICE_SLUGS = [
  'farm-boundary',
  `${site.aiProduct.slug}-ai`,
  'regenerative-agriculture',
  'product-traceability',
  'crop-advisory',
  'wildfire-solution',
  'agri-insurance',
  'agri-loan',
  'agri-drone',
  'krishak-bazar',
  'agristack',
  'crop-consultancy',
  'sustainable-farming-solutions',
  'technology-integration',
];

describe('the shipped pages', () => {
  it('every path the code links to by name is a page document', () => {
    const slugs = new Set(pages.map((p) => pagePath(p.slug)));
    for (const path of Object.values(paths)) expect(slugs).toContain(path);
    for (const slug of DEDICATED_SLUGS) expect(pages.map((p) => p.slug)).toContain(slug);
  });

  it('the contact form section the brochure link leads to without JavaScript is on the contact page, in both languages', () => {
    for (const lang of ['en', 'hi'] as const) {
      const contact = shippedPages(lang).find((p) => p.slug === dedicatedSlugs.contact)!;
      expect(contact.sections.find((section) => 'id' in section && section.id === CONTACT_FORM_ID)).toMatchObject({ type: 'form', form: 'contact' });
    }
  });

  it.each(SERVICE_SLUGS)('%s: a complete service page (steps, deliverables with cadence, related products, FAQ of 4+, call to action, 400+ words)', (slug) => {
    const service = page(slug);
    expect(service.kind).toBe('service');
    const types = service.sections.map((section) => section.type);
    expect(types[0]).toBe('banner');
    expect(types).toEqual(expect.arrayContaining(['timeline', 'table', 'cards', 'faq']));
    expect(types[types.length - 1]).toBe('cta');
    expect(sectionsOf(slug, 'table')[0]?.columns).toEqual(['Deliverable', 'What it shows', 'How often']);
    const related = sectionsOf(slug, 'cards')
      .flatMap((cards) => cards.cards.map((card) => card.href))
      .filter(Boolean);
    expect(related.length).toBeGreaterThanOrEqual(2);
    expect(faqCount(slug)).toBeGreaterThanOrEqual(4);
    expect(proseWords(service)).toBeGreaterThanOrEqual(400);
  });

  it('the {product}-ai service is named from the brand file', () => {
    expect(page(`${site.aiProduct.slug}-ai`).label).toBe(`${site.aiProduct.name} AI`);
  });

  it('the policy has one effective date, in its legal section', () => {
    expect(sectionsOf('policy', 'legal')).toHaveLength(1);
    expect(text('policy').match(/\d{4}-\d{2}-\d{2}/g)).toEqual([sectionsOf('policy', 'legal')[0]!.effectiveDate]);
  });

  it('crop monitoring: 12 feature tiles in the spec order, 5 feature cards, 8 key parameters, FAQ of 5', () => {
    expect(sectionsOf('crop-monitoring', 'featureTiles')[0]?.tiles.map((t) => t.title)).toEqual([
      'High-Resolution Imagery',
      'Water Stress',
      'Tree Age',
      'Land Use',
      'Soil Organic Carbon',
      'Crop Health',
      'Tree Count',
      'Weather',
      'Yield and Area Estimation',
      'Elevation',
      'Soil Moisture',
      'Evapotranspiration',
    ]);
    expect(sectionsOf('crop-monitoring', 'cards')[0]?.cards).toHaveLength(5);
    expect(sectionsOf('crop-monitoring', 'parameters')[0]?.items).toHaveLength(8);
    expect(faqCount('crop-monitoring')).toBe(5);
    expect(page('crop-monitoring')).toMatchObject({ kind: 'service', serviceType: expect.any(String) });
  });

  it('fish monitoring: AIS, VMS and satellite imagery cards, a coverflow carousel of 4, FAQ of 5', () => {
    expect(sectionsOf('fish-monitoring', 'cards')[0]?.cards.map((c) => c.title)).toEqual(['AIS Tracking', 'VMS Monitoring', 'Satellite Imagery']);
    const carousel = sectionsOf('fish-monitoring', 'carousel')[0];
    expect(carousel?.effect).toBe('coverflow');
    expect(carousel?.slides).toHaveLength(4);
    expect(faqCount('fish-monitoring')).toBe(5);
  });

  it('eCrop: six measured quantities, a brochure button, 7 slides every 3000 ms, agro-advisory, 10 acres, 5 June 2024', () => {
    expect(sectionsOf('ecrop', 'parameters')[0]?.items.map((i) => i.title)).toEqual(['Soil Moisture', 'Temperature', 'Humidity', 'Soil Nutrient', 'Light Intensity', 'Rainfall']);
    expect(sectionsOf('ecrop', 'banner')[0]?.actions[0]).toMatchObject({ action: 'brochure', label: expect.stringMatching(/Brochure/) });
    const carousel = sectionsOf('ecrop', 'carousel')[0];
    expect(carousel?.slides).toHaveLength(7);
    expect(carousel?.autoplayMs).toBe(3000);
    expect(text('ecrop')).toMatch(/Agro-Advisory/i);
    expect(sectionsOf('ecrop', 'faq')[0]?.items.some((i) => i.content.includes('One eCrop device covers 10 acres'))).toBe(true);
    expect(text('ecrop')).toContain('5 June 2024');
  });

  it('eCrop for coffee: the three-column table, five benefit cards and the claims', () => {
    expect(sectionsOf('ecrop-for-coffee', 'table')[0]?.columns).toEqual(['Challenge', 'The eCrop Solution', "The Grower's Gain"]);
    expect(sectionsOf('ecrop-for-coffee', 'cards')[0]?.cards).toHaveLength(5);
    const all = text('ecrop-for-coffee');
    for (const claim of ['40% lower water use', '35% lower crop loss', '75%', '7th largest producer', 'Smarter', 'Sustainable', 'Profitable', 'Transparent'])
      expect(all).toContain(claim);
  });

  it('Ecoloo: 3 benefit cards, a timeline of 5, the three tabs, FAQ of 5', () => {
    expect(sectionsOf('ecoloo', 'cards')[0]?.cards).toHaveLength(3);
    expect(sectionsOf('ecoloo', 'timeline')[0]?.items).toHaveLength(5);
    expect(sectionsOf('ecoloo', 'tabs')[0]?.tabs.map((t) => t.label)).toEqual(['Our uniqueness', 'Unique benefits', 'Environmental benefits']);
    expect(faqCount('ecoloo')).toBe(5);
  });

  it('Biosense: the six measurements, micronutrients, the Soil Health Card and the lab comparison', () => {
    expect(sectionsOf('biosense', 'parameters')[0]?.items.map((i) => i.title)).toEqual(['N (Nitrate)', 'K (Potassium)', 'P (Phosphate)', 'pH', 'Organic Carbon', 'EC']);
    expect(text('biosense')).toMatch(/micronutrient/i);
    expect(text('biosense')).toContain('Soil Health Card');
    const rows = sectionsOf('biosense', 'comparison')[0]?.rows ?? [];
    expect(rows).toEqual(
      expect.arrayContaining([
        { label: 'Time to result', values: ['15 days', '5 mins'] },
        { label: 'Cost per test', values: ['Rs 750', 'Rs 250'] },
      ]),
    );
  });

  it('SkyWatch: what it measures, where it is used, how data reaches the user, an FAQ', () => {
    const types = page('skywatch').sections.map((s) => s.type);
    expect(types).toEqual(expect.arrayContaining(['banner', 'parameters', 'cards', 'richText', 'faq']));
    expect(text('skywatch')).toMatch(/How data reaches you/);
  });
});

describe('reading page documents', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'content-'));
    mkdirSync(path.join(dir, 'services'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  afterAll(() => useContentSource(new LocalSource()));

  it('reads the shipped pages through the content source', async () => {
    useContentSource(new LocalSource());
    expect((await getPages()).map((p) => p.slug).sort()).toEqual(pages.map((p) => p.slug).sort());
  });

  it('fails on malformed JSON, naming the document', async () => {
    writeFileSync(path.join(dir, 'services', 'agri-loan.json'), '{ "slug": ');
    useContentSource(new LocalSource(dir));
    await expect(getPages()).rejects.toThrow(/services\/agri-loan: not valid JSON/);
  });

  it('fails on an invalid document, naming collection, id and field', async () => {
    writeFileSync(
      path.join(dir, 'services', 'agri-loan.json'),
      JSON.stringify({ slug: 'agri-loan', kind: 'service', title: 'Agri Loan', label: 'Agri Loan', description: 'd', image: '/assets/x.svg', sections: [] }),
    );
    useContentSource(new LocalSource(dir));
    await expect(getPages()).rejects.toThrow(/services\/agri-loan: .*serviceType: Invalid input/);
  });

  it('fails on an unknown {token}, naming the field', async () => {
    const doc = JSON.parse(JSON.stringify(page('agri-loan'))) as Page;
    (doc.sections[0] as { subheading: string }).subheading = 'Call {helpline} today';
    writeFileSync(path.join(dir, 'services', 'agri-loan.json'), JSON.stringify(doc));
    useContentSource(new LocalSource(dir));
    await expect(getPages()).rejects.toThrow('Invalid document services/agri-loan: sections[0].subheading: unknown token {helpline}');
  });

  it('fails when two documents claim one slug', async () => {
    mkdirSync(path.join(dir, 'products'));
    writeFileSync(path.join(dir, 'services', 'ecrop.json'), JSON.stringify({ ...page('ecrop'), kind: 'service', serviceType: 'Field station service' }));
    writeFileSync(path.join(dir, 'products', 'ecrop.json'), JSON.stringify(page('ecrop')));
    useContentSource(new LocalSource(dir));
    await expect(getPages()).rejects.toThrow(/slug: "ecrop" \(en\) is already the slug of/);
  });

  it('adding a service is adding one document: it is built, in the sitemap and in its menu', async () => {
    const slug = 'soil-carbon-mapping';
    const document = { ...page('agri-loan'), slug, label: 'Soil Carbon Mapping', menus: [{ menu: 'services', order: 145 }] };
    useContentSource(new SourceWithExtras(new LocalSource(), { services: [{ id: slug, data: document }] }));
    const { generateStaticParams } = await import('@/app/(en)/(site)/[slug]/page');
    const { default: sitemap } = await import('@/app/sitemap');
    expect(await generateStaticParams()).toContainEqual({ slug });
    expect((await sitemap()).map((entry) => entry.url)).toContain(absoluteUrl(hrefOf(`/${slug}`)));
    expect(menuLinks((await getMenus()).main)).toContainEqual({ label: 'Soil Carbon Mapping', href: `/${slug}` });
  });

  it('the blog and More Reads are static pages of 9 from their own routes, each in the sitemap', async () => {
    useContentSource(new LocalSource());
    const { getMoreReads, getPosts } = await import('./index');
    const { generateStaticParams: slugParams } = await import('@/app/(en)/(site)/[slug]/page');
    const moreReads = await import('@/app/(en)/(site)/more-reads/[[...page]]/page');
    const blog = await import('@/app/(en)/(site)/blog/[[...page]]/page');
    const { default: sitemap } = await import('@/app/sitemap');
    const urls = (await sitemap()).map((entry) => entry.url);
    // The shipped newsletters fill more than one page, so the later pages are built and listed.
    expect((await getMoreReads()).length).toBeGreaterThan(9);
    expect(await slugParams()).not.toContainEqual({ slug: 'more-reads' });
    expect(await slugParams()).not.toContainEqual({ slug: 'blog' });
    for (const [route, count, base] of [
      [moreReads, (await getMoreReads()).length, paths.moreReads],
      [blog, (await getPosts()).length, paths.blog],
    ] as const) {
      const pages = Math.max(1, Math.ceil(count / 9));
      expect(await route.generateStaticParams()).toEqual([{ page: [] }, ...Array.from({ length: pages - 1 }, (_, i) => ({ page: ['page', String(i + 2)] }))]);
      expect(route.dynamicParams).toBe(false);
      expect(urls).toContain(absoluteUrl(hrefOf(base)));
      for (let n = 2; n <= pages; n += 1) expect(urls).toContain(absoluteUrl(`${base}/page/${n}/`));
      expect(urls).not.toContain(absoluteUrl(`${base}/page/${pages + 1}/`));
    }
  });

  it('page 2 and on of a list are titled with their number and canonical at their own URL', async () => {
    useContentSource(new LocalSource());
    const moreReads = await import('@/app/(en)/(site)/more-reads/[[...page]]/page');
    const second = await moreReads.generateMetadata({ params: Promise.resolve({ page: ['page', '2'] }) });
    expect(second.title).toBe('More Reads, page 2');
    expect(second.alternates?.canonical).toBe(absoluteUrl('/more-reads/page/2/'));
    const first = await moreReads.generateMetadata({ params: Promise.resolve({ page: [] }) });
    expect(first.title).toBe('More Reads');
    expect(first.alternates?.canonical).toBe(absoluteUrl('/more-reads/'));
  });
});
