import { render } from '@testing-library/react';
import { PostGrid, type PostSummary } from './post-card';

jest.mock('next/navigation', () => ({ usePathname: () => '/blog/', useRouter: () => ({ prefetch: jest.fn() }) }));

const post = (id: string): PostSummary => ({
  id,
  title: `Post ${id}`,
  metaDescription: '',
  imageURL: `/assets/art/${id}.svg`,
  authorName: 'Agronomy desk',
  sortedDate: '2026-10-01T00:00:00Z',
});
const posts = [post('a'), post('b'), post('c')];
const images = (container: HTMLElement) =>
  [...container.querySelectorAll('img')].map((image) => ({ loading: image.getAttribute('loading'), priority: image.getAttribute('fetchpriority') }));

it('loads every card image lazily by default (the teasers further down a page)', () => {
  const { container } = render(<PostGrid posts={posts} headingLevel="h3" />);
  expect(images(container)).toEqual(Array(3).fill({ loading: 'lazy', priority: null }));
});

it("loads the first card's image at once with high priority where the list opens its page, and the rest lazily", () => {
  const { container } = render(<PostGrid posts={posts} firstImage="priority" />);
  expect(images(container)).toEqual([
    { loading: null, priority: 'high' },
    { loading: 'lazy', priority: null },
    { loading: 'lazy', priority: null },
  ]);
});
