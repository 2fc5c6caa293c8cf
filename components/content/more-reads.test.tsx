import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MoreReads } from './more-reads';
import type { Article } from '@/lib/content/schema';
import { site } from '@/content/site';

const push = jest.fn();
let query = '';
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push }),
  usePathname: () => '/more-reads/',
  useSearchParams: () => new URLSearchParams(query),
}));

function articles(count: number): Article[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `a${i + 1}`,
    publicationName: `${site.brand} Field Notes`,
    articleTitle: `Article ${i + 1}`,
    volume: `Vol. 1, Issue ${i + 1}`,
    ...(i === 1 ? {} : { daysOfPublication: '2026-01-15' }),
    pdfUrl: `/assets/articles/a${i + 1}.pdf`,
    categoryId: 'Newsletter',
    publisher: site.brand,
    sortedDate: '2026-01-15T00:00:00Z',
  }));
}

beforeEach(() => {
  push.mockClear();
  query = '';
  Element.prototype.scrollIntoView = jest.fn();
});

describe('MoreReads', () => {
  it("shows 'Loading...' while the list is fetched and 'No articles found.' when empty", () => {
    const { rerender } = render(<MoreReads articles={null} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    rerender(<MoreReads articles={[]} />);
    expect(screen.getByText('No articles found.')).toBeInTheDocument();
  });

  it('shows 9 cards with serial number, fields, a dash for a missing date, and View PDF in a new tab', () => {
    render(<MoreReads articles={articles(22)} />);
    const cards = screen.getAllByRole('listitem').filter((li) => li.querySelector('dl'));
    expect(cards).toHaveLength(9);
    const second = within(cards[1]!);
    expect(second.getByText('Serial Number').nextSibling).toHaveTextContent('2');
    expect(second.getByText('Article 2')).toBeInTheDocument();
    expect(second.getByText('Date of Publication').nextSibling).toHaveTextContent('-');
    expect(within(cards[0]!).getByText('15 January 2026')).toBeInTheDocument();
    const pdf = within(cards[0]!).getByRole('link', { name: /View PDF/ });
    expect(pdf).toHaveAttribute('href', '/assets/articles/a1.pdf');
    expect(pdf).toHaveAttribute('target', '_blank');
    expect(pdf).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('disables Previous on the first page and Next on the last; reads the page from the URL', () => {
    const { unmount } = render(<MoreReads articles={articles(22)} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    unmount();
    query = 'page=3';
    render(<MoreReads articles={articles(22)} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Article 19')).toBeInTheDocument();
  });

  it('changes page by Next, Previous and a page number, through the URL', async () => {
    const user = userEvent.setup();
    query = 'page=2';
    render(<MoreReads articles={articles(22)} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(push).toHaveBeenLastCalledWith('/more-reads/?page=3', { scroll: false });
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(push).toHaveBeenLastCalledWith('/more-reads/', { scroll: false });
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(push).toHaveBeenLastCalledWith('/more-reads/?page=3', { scroll: false });
  });

  it('shows ellipses only with more than 5 pages', () => {
    const { unmount } = render(<MoreReads articles={articles(45)} />);
    expect(screen.queryByText('…')).toBeNull();
    unmount();
    query = 'page=4';
    render(<MoreReads articles={articles(60)} />);
    expect(screen.getAllByText('…')).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: /^Page \d$/ }).map((b) => b.textContent)).toEqual(['1', '3', '4', '5', '7']);
  });
});
