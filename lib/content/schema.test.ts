import { ContentError, parsePage, type PageInput } from './schema';

const image = { src: '/assets/art/banner-ecrop.svg', alt: '', width: 1900, height: 500 };

function validPage(): PageInput {
  return {
    slug: 'ecrop',
    kind: 'product',
    productType: 'IoT soil and weather monitoring device',
    title: 'eCrop',
    label: 'eCrop',
    description: 'A solar-powered soil and weather station for Indian farms.',
    image: '/assets/art/device-ecrop.svg',
    sections: [
      { type: 'banner', heading: 'Know your soil', subheading: 'Readings from your own field.', image, actions: [{ label: 'Download Brochure', action: 'brochure' }] },
      { type: 'cards', id: 'why', title: 'Why eCrop', cards: [{ title: 'Solar', content: 'Runs on sunlight.', icon: 'sun' }] },
      { type: 'faq', image: { ...image, width: 600, height: 600 }, items: [{ title: 'How much area?', content: 'One eCrop device covers 10 acres.' }] },
    ],
  };
}

function expectContentError(input: unknown, collection: string, id: string, ...fragments: string[]) {
  let error: unknown;
  try {
    parsePage(input, collection, id);
  } catch (caught) {
    error = caught;
  }
  expect(error).toBeInstanceOf(ContentError);
  const message = (error as Error).message;
  expect(message).toContain(`${collection}/${id}`);
  for (const fragment of fragments) expect(message).toContain(fragment);
}

describe('page schema', () => {
  it('accepts a valid page and fills the defaults', () => {
    const page = parsePage(validPage(), 'products', 'ecrop');
    const cards = page.sections[1];
    expect(cards?.type === 'cards' && cards.perRow).toBe(4);
    const faq = page.sections[2];
    expect(faq?.type === 'faq' && faq.items.length).toBeGreaterThan(0);
    expect(faq?.type === 'faq' && faq.id).toBe('faq');
  });

  it('names the page, the field and the section type of a bad section', () => {
    const input = validPage();
    (input.sections[1] as { cards: Array<{ title: string }> }).cards[0]!.title = '';
    expectContentError(input, 'products', 'ecrop', 'sections[1].cards[0].title', '(cards section)');
  });

  it('rejects an unknown section type, naming where it is', () => {
    const input = validPage() as { sections: unknown[] };
    input.sections.push({ type: 'video', id: 'clip', title: 'A video' });
    expectContentError(input, 'products', 'ecrop', 'sections[3].type');
  });

  it('rejects an icon outside the icon list', () => {
    const input = validPage();
    (input.sections[1] as { cards: Array<{ icon: string }> }).cards[0]!.icon = 'unicorn';
    expectContentError(input, 'products', 'ecrop', 'sections[1].cards[0].icon');
  });

  it('requires the banner first, exactly once', () => {
    const input = validPage();
    input.sections.reverse();
    expectContentError(input, 'products', 'ecrop', 'sections[0]', 'starts with its banner');
  });

  it('requires serviceType on services and productType on products', () => {
    const withoutType: Partial<PageInput & { productType: string }> = validPage();
    delete withoutType.productType;
    expectContentError(withoutType, 'products', 'ecrop', 'productType');
    expectContentError({ ...validPage(), kind: 'service' }, 'services', 'ecrop', 'serviceType');
  });

  it('requires the slug to be the document id', () => {
    expectContentError(validPage(), 'products', 'biosense', 'slug', 'document id');
  });

  it('a brochure button must say Brochure', () => {
    const input = validPage();
    (input.sections[0] as { actions: Array<{ label: string }> }).actions[0]!.label = 'Get the PDF';
    expectContentError(input, 'products', 'ecrop', 'sections[0].actions[0]');
  });

  it('table rows need one cell per column', () => {
    const input = validPage() as { sections: unknown[] };
    input.sections.push({ type: 'table', id: 't', title: 'T', caption: 'C', columns: ['A', 'B'], rows: [{ cells: ['only one'] }] });
    expectContentError(input, 'products', 'ecrop', 'sections[3].rows', '(table section)', 'one cell per column');
  });

  it('rejects images outside /assets and bad links', () => {
    const input = validPage();
    (input.sections[0] as { image: { src: string } }).image.src = 'https://example.com/x.png';
    expectContentError(input, 'products', 'ecrop', 'sections[0].image.src');
    const linked = validPage();
    (linked.sections[1] as { cards: Array<{ href?: string }> }).cards[0]!.href = 'javascript:alert(1)';
    expectContentError(linked, 'products', 'ecrop', 'sections[1].cards[0].href');
  });
});
