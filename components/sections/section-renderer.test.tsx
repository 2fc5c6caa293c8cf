import { render, screen, within } from '@testing-library/react';
import { shippedPages } from '@/tests/support/local-pages';
import { PageSections } from './section-renderer';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), prefetch: jest.fn() }), usePathname: () => '/' }));
jest.mock('swiper', () => ({ __esModule: true, default: jest.fn().mockImplementation(() => ({ autoplay: { stop: jest.fn(), start: jest.fn() }, destroy: jest.fn() })) }));
jest.mock('swiper/modules', () => ({}));

beforeAll(() => {
  window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
});

/** Sections that read other content while rendering (async server components) are checked in the browser tests. */
const readsContent = new Set(['pageLinks', 'latestPosts', 'listing', 'shop', 'siteSearch']);
const renderable = shippedPages().filter((page) => page.sections.every((section) => !readsContent.has(section.type)));

describe.each(renderable.map((page) => [page.slug, page] as const))('renderer: %s', (_slug, page) => {
  it('renders the banner as the one h1 and every other section under its own h2', async () => {
    const { container } = render(<PageSections sections={page.sections} />);
    await screen.findAllByRole('heading', { level: 2 });
    const banner = page.sections[0];
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(banner?.type === 'banner' ? banner.heading : '');
    for (const section of page.sections.slice(1)) {
      if (section.type === 'banner' || !('title' in section)) continue;
      const region = container.querySelector(`section#${section.id}`);
      expect(region).not.toBeNull();
      expect(within(region as HTMLElement).getAllByRole('heading', { level: 2 })[0]).toHaveTextContent(section.title);
    }
  });
});

it('the brochure action is a real button with "Brochure" in its name', () => {
  const ecrop = shippedPages().find((page) => page.slug === 'ecrop')!;
  render(<PageSections sections={ecrop.sections.slice(0, 1)} />);
  expect(screen.getByRole('button', { name: /Brochure/ })).toBeInTheDocument();
});

it("a card's link is named by its visible words and its card's topic; one leading elsewhere names where it leads", () => {
  const cards = {
    type: 'cards',
    id: 'features',
    title: 'What you get',
    perRow: 3,
    cards: [
      { title: 'Weekly field reports', content: 'A report every Monday.', href: '/crop-monitoring' },
      { title: 'Field alerts on WhatsApp and SMS', content: 'Alerts in your language.', href: '/crop-advisory', linkLabel: 'How Crop Advisory sends alerts' },
    ],
  } as const;
  render(<PageSections sections={[cards] as unknown as Parameters<typeof PageSections>[0]['sections']} />);
  expect(screen.getByRole('link', { name: 'Learn more about Weekly field reports' })).toHaveAttribute('href', '/crop-monitoring/');
  expect(screen.getByRole('link', { name: 'How Crop Advisory sends alerts' })).toHaveAttribute('href', '/crop-advisory/');
});
