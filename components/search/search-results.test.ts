import { writtenForOtherLanguage } from './search-results';

jest.mock('@/lib/search/pagefind', () => ({ searchSite: jest.fn() }));

describe('a query written for the other language', () => {
  it('is Devanagari on an English page', () => {
    expect(writtenForOtherLanguage('मिट्टी', 'en')).toBe(true);
    expect(writtenForOtherLanguage('soil मिट्टी', 'en')).toBe(true);
    expect(writtenForOtherLanguage('soil test', 'en')).toBe(false);
  });

  it('is Latin letters alone on a Hindi page, not a mix or figures', () => {
    expect(writtenForOtherLanguage('soil test', 'hi')).toBe(true);
    expect(writtenForOtherLanguage('eCrop मौसम', 'hi')).toBe(false);
    expect(writtenForOtherLanguage('2024', 'hi')).toBe(false);
  });
});
