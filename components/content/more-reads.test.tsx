import { render, screen, waitFor, within } from '@testing-library/react';
import { MoreReads } from './more-reads';
import type { Article } from '@/lib/content/schema';
import { pageSlice } from '@/lib/pagination';
import { site } from '@/content/site';

const replace = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ replace, push: jest.fn(), prefetch: jest.fn() }), usePathname: () => '/more-reads/' }));

/** The live refresh's Firestore reads, replaced by a fake of lib/live/refresh. */
const newerArticles = jest.fn<Promise<Article[]>, [string]>();
// On the server next/dynamic renders the islands in place; in jsdom it would load them after the first render,
// so the list's own modules stand in for their dynamic wrappers.
jest.mock('@/components/sections/islands', () => ({
  LiveArticleList: jest.requireActual('./live-article-list').LiveArticleList,
  MoreReadsPageQuery: jest.requireActual('./more-reads-page-query').MoreReadsPageQuery,
}));
jest.mock('@/lib/live/refresh', () => ({ newerArticles: (since: string) => newerArticles(since), newerPosts: jest.fn() }));

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
    sortedDate: `2026-01-${String(28 - (i % 28)).padStart(2, '0')}T00:00:00Z`,
  }));
}

/** Page `page` of a list of `count` articles, as the route renders it. */
function renderPage(count: number, page: number, live = false) {
  const all = articles(count);
  return render(<MoreReads articles={pageSlice(all, page)} page={page} count={count} live={live} />);
}

const cards = () => screen.getAllByRole('listitem').filter((li) => li.querySelector('dl'));
const pages = () => within(screen.getByRole('navigation', { name: 'More Reads pages' }));

beforeEach(() => {
  replace.mockClear();
  newerArticles.mockReset();
  window.history.replaceState(null, '', '/more-reads/');
});

describe('MoreReads, one static page of the list', () => {
  it("shows 'No articles found.' when there are none, and no pagination", () => {
    render(<MoreReads articles={[]} page={1} count={0} />);
    expect(screen.getByText('No articles found.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows 9 cards with serial number, fields, a dash for a missing date, and View PDF in a new tab', () => {
    renderPage(22, 1);
    expect(cards()).toHaveLength(9);
    const second = within(cards()[1]!);
    expect(second.getByText('Serial Number').nextSibling).toHaveTextContent('2');
    expect(second.getByText('Article 2')).toBeInTheDocument();
    expect(second.getByText('Date of Publication').nextSibling).toHaveTextContent('-');
    expect(within(cards()[0]!).getByText('15 January 2026')).toBeInTheDocument();
    const pdf = within(cards()[0]!).getByRole('link', { name: /View PDF/ });
    expect(pdf).toHaveAttribute('href', '/assets/articles/a1.pdf');
    expect(pdf).toHaveAttribute('target', '_blank');
    expect(pdf).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('Page 1 of 3: articles 1–9 of 22')).toBeInTheDocument();
  });

  it('continues the serial numbers on later pages: page 2 starts at 10', () => {
    renderPage(22, 2);
    expect(cards()).toHaveLength(9);
    expect(cards()[0]!.closest('ol')).toHaveAttribute('start', '10');
    expect(within(cards()[0]!).getByText('Serial Number').nextSibling).toHaveTextContent('10');
    expect(within(cards()[0]!).getByText('Article 10')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3: articles 10–18 of 22')).toBeInTheDocument();
  });

  it('links Previous, Next and the page numbers to the static pages; the current page is marked', () => {
    renderPage(22, 2);
    expect(pages().getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/more-reads/');
    expect(pages().getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/more-reads/page/3/');
    expect(pages().getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/more-reads/');
    expect(pages().getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(pages().getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/more-reads/page/3/');
  });

  it('disables Previous on the first page and Next on the last', () => {
    const { unmount } = renderPage(22, 1);
    expect(pages().getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(pages().getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/more-reads/page/2/');
    unmount();
    renderPage(22, 3);
    expect(pages().getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(pages().getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/more-reads/page/2/');
    expect(cards()).toHaveLength(4);
    expect(screen.getByText('Article 19')).toBeInTheDocument();
  });

  it('shows ellipses only with more than 5 pages: first, last, the current page and its neighbours', () => {
    const { unmount } = renderPage(45, 3);
    expect(screen.queryByText('…')).toBeNull();
    unmount();
    renderPage(60, 4);
    expect(screen.getAllByText('…')).toHaveLength(2);
    expect(
      pages()
        .getAllByRole('link', { name: /^Page \d$/ })
        .map((link) => link.textContent),
    ).toEqual(['1', '3', '4', '5', '7']);
  });
});

describe('an old link with ?page=N', () => {
  it('is sent on from page 1 to its static page', async () => {
    window.history.replaceState(null, '', '/more-reads/?page=3');
    renderPage(22, 1);
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/more-reads/page/3/'));
  });

  it('stays on page 1 for page 1, a page past the last or a non-number', async () => {
    for (const query of ['?page=1', '?page=4', '?page=abc', '']) {
      window.history.replaceState(null, '', `/more-reads/${query}`);
      const { unmount } = renderPage(22, 1);
      await new Promise((resolve) => setTimeout(resolve, 0));
      unmount();
    }
    expect(replace).not.toHaveBeenCalled();
  });
});

describe('the live refresh (a site with a public Firebase config)', () => {
  beforeEach(() => {
    // jsdom has no idle callbacks: the page is idle at once.
    window.requestIdleCallback = (task: IdleRequestCallback) => window.setTimeout(() => task({ didTimeout: false, timeRemaining: () => 50 }), 0);
    window.cancelIdleCallback = (handle: number) => window.clearTimeout(handle);
    process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID = 'demo-site';
  });
  afterEach(() => delete process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID);

  it('adds newsletters published after the build to the top of page 1, keeping its own 9', async () => {
    const newer = { ...articles(1)[0]!, id: 'n1', articleTitle: 'Published after the build', sortedDate: '2026-11-20T00:00:00Z' };
    newerArticles.mockResolvedValue([newer]);
    renderPage(22, 1, true);
    expect(cards()).toHaveLength(9);
    await waitFor(() => expect(cards()).toHaveLength(10));
    expect(within(cards()[0]!).getByText('Published after the build')).toBeInTheDocument();
    expect(within(cards()[1]!).getByText('Serial Number').nextSibling).toHaveTextContent('2');
    expect(screen.getByText('Page 1 of 3: articles 1–10 of 23')).toBeInTheDocument();
    expect(newerArticles).toHaveBeenCalledWith(articles(1)[0]!.sortedDate);
  });

  it('leaves the later pages as the build made them', async () => {
    renderPage(22, 2, true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(newerArticles).not.toHaveBeenCalled();
    expect(cards()).toHaveLength(9);
  });
});
