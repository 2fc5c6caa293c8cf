import { render, screen, waitFor } from '@testing-library/react';
import { en } from '@/content/i18n/en';
import type { SearchOutcome } from '@/lib/search/pagefind';
import { SearchPage } from './search-page';

jest.mock('next/navigation', () => ({
  useSearchParams: () => new URLSearchParams(window.location.search),
  usePathname: () => '/search/',
  useRouter: () => ({ push: jest.fn(), prefetch: jest.fn() }),
}));
const searchSite = jest.fn<Promise<SearchOutcome | null>, [string, number]>();
jest.mock('@/lib/search/pagefind', () => ({ searchSite: (query: string, limit: number) => searchSite(query, limit) }));

beforeEach(() => {
  searchSite.mockReset().mockImplementation(async (query) => ({ query, total: 0, hits: [] }));
  window.history.replaceState(null, '', '/search/');
});
afterEach(() => document.body.replaceChildren());

/** The page's plain form as the server wrote it, with what the reader typed before the script ran. */
function plainFormTyped(text: string, { focused }: { focused: boolean }) {
  document.body.innerHTML = `<form role="search" action="/search/"><input id="search-page-plain-field" type="search" name="q"></form>`;
  const field = document.querySelector('input')!;
  field.value = text;
  if (focused) field.focus();
  return field;
}

describe('the search page', () => {
  it('keeps what the reader typed into the plain form before its script ran, with the caret, and searches it', async () => {
    const plain = plainFormTyped('drip sub', { focused: true });
    render(<SearchPage lang="en" words={en.search} />);
    // The live search replaces the plain form; here both are in the page, as during the switch.
    plain.closest('form')!.remove();
    const field = screen.getByRole('searchbox', { name: en.search.inputLabel });
    expect(field).toHaveValue('drip sub');
    await waitFor(() => expect(field).toHaveFocus());
    expect((field as HTMLInputElement).selectionStart).toBe('drip sub'.length);
    expect(window.location.search).toBe('?q=drip%20sub');
    await waitFor(() => expect(searchSite).toHaveBeenCalledWith('drip sub', expect.any(Number)));
    expect(await screen.findByText('No results for “drip sub”.')).toBeInTheDocument();
  });

  it('takes the query from the address when nothing was typed, and leaves focus alone', async () => {
    window.history.replaceState(null, '', '/search/?q=coffee');
    plainFormTyped('', { focused: false });
    render(<SearchPage lang="en" words={en.search} />);
    const fields = screen.getAllByRole('searchbox');
    const live = fields.find((field) => field.id !== 'search-page-plain-field')!;
    expect(live).toHaveValue('coffee');
    expect(live).not.toHaveFocus();
    expect(await screen.findByText('No results for “coffee”.')).toBeInTheDocument();
  });
});
