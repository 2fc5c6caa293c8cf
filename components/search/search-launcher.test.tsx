import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en } from '@/content/i18n/en';
import { searchWords } from '@/content/i18n';
import { hi } from '@/content/i18n/hi';
import type { SearchOutcome } from '@/lib/search/pagefind';
import { SLASH_SHORTCUT_KEY } from '@/lib/search/slash-shortcut';
import { SearchLauncher } from './search-launcher';

const push = jest.fn();
jest.mock('next/navigation', () => ({ usePathname: () => '/ecrop/', useRouter: () => ({ push, prefetch: jest.fn() }) }));

const searchSite = jest.fn<Promise<SearchOutcome | null>, [string, number]>();
jest.mock('@/lib/search/pagefind', () => ({ searchSite: (query: string, limit: number) => searchSite(query, limit) }));

const coffee: SearchOutcome = {
  query: 'coffee',
  total: 12,
  hits: [
    {
      url: '/ecrop-for-coffee/',
      title: 'eCrop for Coffee: Plantation Monitoring and Traceability',
      section: 'Product',
      excerpt: [
        { text: 'care for every ', marked: false },
        { text: 'coffee', marked: true },
      ],
    },
    {
      url: '/assets/articles/coffee.pdf',
      title: 'Coffee after the rains',
      section: 'More Reads',
      excerpt: [{ text: 'Coffee', marked: true }],
      publication: 'Krishi Samvad',
      volume: 'Vol. 3, Issue 1',
      date: '2025-06-01T00:00:00Z',
    },
  ],
};

beforeEach(() => {
  searchSite.mockReset();
  push.mockReset();
  window.localStorage.clear();
});

function dialog() {
  return screen.getByRole('dialog', { name: en.search.title });
}

it('is a link to the search page until it opens the dialog, which puts focus in the box', async () => {
  render(<SearchLauncher lang="en" words={en.search} />);
  const button = screen.getByRole('link', { name: en.search.openLabel });
  expect(button).toHaveAttribute('href', '/search/');
  expect(button).toHaveAttribute('aria-keyshortcuts', '/');
  await userEvent.click(button);
  expect(dialog()).toBeVisible();
  expect(screen.getByRole('searchbox', { name: en.search.inputLabel })).toHaveFocus();
  // Before a query: the sections to browse, and nothing searched.
  expect(
    within(dialog())
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')),
  ).toEqual(['/search/#service', '/search/#product', '/search/#blog', '/search/#more-reads', '/search/#company']);
  expect(searchSite).not.toHaveBeenCalled();
});

it('opens on "/" pressed outside a field, but not while typing in one', async () => {
  render(
    <>
      <input aria-label="Your name" />
      <SearchLauncher lang="en" words={en.search} />
    </>,
  );
  await userEvent.type(screen.getByRole('textbox', { name: 'Your name' }), 'a/b');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveValue('a/b');
  act(() => {
    fireEvent.keyDown(document.body, { key: '/' });
  });
  expect(dialog()).toBeVisible();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('lets the visitor turn the "/" shortcut off in the dialog, and keeps that choice (WCAG 2.1.4)', async () => {
  const { unmount } = render(<SearchLauncher lang="en" words={en.search} />);
  const button = screen.getByRole('link', { name: en.search.openLabel });
  await userEvent.click(button);
  const toggle = screen.getByRole('checkbox', { name: 'Open search with the / key' });
  expect(toggle).toBeChecked();
  await userEvent.click(toggle);
  expect(toggle).not.toBeChecked();
  expect(window.localStorage.getItem(SLASH_SHORTCUT_KEY)).toBe('off');
  expect(button).not.toHaveAttribute('aria-keyshortcuts');
  await userEvent.keyboard('{Escape}');
  act(() => {
    fireEvent.keyDown(document.body, { key: '/' });
  });
  expect(screen.queryByRole('dialog')).toBeNull();
  unmount();

  // A later page reads the choice; turning it back on restores the shortcut.
  render(<SearchLauncher lang="en" words={en.search} />);
  act(() => {
    fireEvent.keyDown(document.body, { key: '/' });
  });
  expect(screen.queryByRole('dialog')).toBeNull();
  await userEvent.click(screen.getByRole('link', { name: en.search.openLabel }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Open search with the / key' }));
  expect(window.localStorage.getItem(SLASH_SHORTCUT_KEY)).toBeNull();
  await userEvent.keyboard('{Escape}');
  act(() => {
    fireEvent.keyDown(document.body, { key: '/' });
  });
  expect(dialog()).toBeVisible();
});

it('shows results as the visitor types: title, section, highlighted excerpt and the count', async () => {
  searchSite.mockResolvedValue(coffee);
  render(<SearchLauncher lang="en" words={en.search} />);
  await userEvent.click(screen.getByRole('link', { name: en.search.openLabel }));
  await userEvent.type(screen.getByRole('searchbox'), 'coffee');
  const results = await screen.findByRole('list', { name: en.search.results });
  expect(searchSite).toHaveBeenLastCalledWith('coffee', 8);
  expect(screen.getByRole('status')).toHaveTextContent('12 results for “coffee”');
  const [page, article] = within(results).getAllByRole('listitem');
  expect(within(page!).getByRole('link', { name: 'eCrop for Coffee: Plantation Monitoring and Traceability' })).toHaveAttribute('href', '/ecrop-for-coffee/');
  expect(page).toHaveTextContent('Product');
  expect(page!.querySelector('mark')).toHaveTextContent('coffee');
  expect(within(article!).getByRole('link', { name: /Coffee after the rains/ })).toHaveAttribute('href', '/assets/articles/coffee.pdf');
  expect(article).toHaveTextContent('Krishi Samvad · Vol. 3, Issue 1 · 1 June 2025');
  // More results than shown: a link to all of them on the search page.
  expect(screen.getByRole('link', { name: 'See all 12 results' })).toHaveAttribute('href', '/search/?q=coffee');
});

it('moves through the box and the results with the arrow keys', async () => {
  searchSite.mockResolvedValue(coffee);
  render(<SearchLauncher lang="en" words={en.search} />);
  await userEvent.click(screen.getByRole('link', { name: en.search.openLabel }));
  await userEvent.type(screen.getByRole('searchbox'), 'coffee');
  const links = within(await screen.findByRole('list', { name: en.search.results })).getAllByRole('link');
  await userEvent.keyboard('{ArrowDown}');
  expect(links[0]).toHaveFocus();
  await userEvent.keyboard('{ArrowDown}');
  expect(links[1]).toHaveFocus();
  await userEvent.keyboard('{ArrowUp}{ArrowUp}');
  expect(screen.getByRole('searchbox')).toHaveFocus();
});

it('says when nothing matched and offers the sections', async () => {
  searchSite.mockResolvedValue({ query: 'xyzzy', total: 0, hits: [] });
  render(<SearchLauncher lang="en" words={en.search} />);
  await userEvent.click(screen.getByRole('link', { name: en.search.openLabel }));
  await userEvent.type(screen.getByRole('searchbox'), 'xyzzy');
  expect(await screen.findByText('No results for “xyzzy”.')).toHaveAttribute('role', 'status');
  expect(screen.getByText(en.search.noResultsHint)).toBeVisible();
  expect(within(dialog()).getByRole('link', { name: en.search.sections.Blog })).toHaveAttribute('href', '/search/#blog');
});

it('offers a Devanagari query that found nothing here to the Hindi and Marathi pages, each in its language, and a Latin one only the sections', async () => {
  searchSite.mockImplementation(async (query) => ({ query, total: 0, hits: [] }));
  render(<SearchLauncher lang="en" words={searchWords('en')} />);
  await userEvent.click(screen.getByRole('link', { name: en.search.openLabel }));
  await userEvent.type(screen.getByRole('searchbox'), 'मिट्टी');
  const hindi = await within(dialog()).findByRole('link', { name: 'हिन्दी पेजों में “मिट्टी” खोजें' });
  expect(hindi).toHaveAttribute('href', `/hi/search/?q=${encodeURIComponent('मिट्टी')}`);
  expect(hindi).toHaveAttribute('lang', 'hi');
  const marathi = within(dialog()).getByRole('link', { name: 'मराठी पानांमध्ये “मिट्टी” शोधा' });
  expect(marathi).toHaveAttribute('href', `/mr/search/?q=${encodeURIComponent('मिट्टी')}`);
  expect(marathi).toHaveAttribute('lang', 'mr');
  await userEvent.clear(screen.getByRole('searchbox'));
  await userEvent.type(screen.getByRole('searchbox'), 'xyzzy');
  expect(await screen.findByText('No results for “xyzzy”.')).toBeVisible();
  expect(within(dialog()).queryByRole('link', { name: /हिन्दी पेजों|मराठी पानां/ })).toBeNull();
});

it('says when search could not load, and tries again on request', async () => {
  searchSite.mockRejectedValue(new Error('offline'));
  render(<SearchLauncher lang="en" words={en.search} />);
  await userEvent.click(screen.getByRole('link', { name: en.search.openLabel }));
  await userEvent.type(screen.getByRole('searchbox'), 'coffee');
  expect(await screen.findByText(en.search.failed)).toBeVisible();
  searchSite.mockResolvedValue(coffee);
  await userEvent.click(screen.getByRole('button', { name: en.search.retry }));
  expect(await screen.findByRole('list', { name: en.search.results })).toBeVisible();
});

it('sends Enter to the results page', async () => {
  searchSite.mockResolvedValue(null);
  render(<SearchLauncher lang="en" words={en.search} />);
  await userEvent.click(screen.getByRole('link', { name: en.search.openLabel }));
  await userEvent.type(screen.getByRole('searchbox'), 'drip subsidy{Enter}');
  expect(push).toHaveBeenCalledWith('/search/?q=drip%20subsidy');
});

it('speaks Hindi on a Hindi page and searches from the Hindi search page', async () => {
  searchSite.mockResolvedValue({
    query: 'मिट्टी',
    total: 1,
    hits: [{ url: '/hi/biosense/', title: 'Biosense पोर्टेबल मिट्टी जाँच डिवाइस', section: 'Product', excerpt: [{ text: 'मिट्टी', marked: true }] }],
  });
  render(<SearchLauncher lang="hi" words={hi.search} />);
  const button = screen.getByRole('link', { name: hi.search.openLabel });
  expect(button).toHaveAttribute('href', '/hi/search/');
  await userEvent.click(button);
  await userEvent.type(screen.getByRole('searchbox', { name: hi.search.inputLabel }), 'मिट्टी');
  expect(await screen.findByText('“मिट्टी” के लिए 1 परिणाम')).toBeVisible();
  expect(screen.getByText(hi.search.section.Product)).toBeVisible();
});
