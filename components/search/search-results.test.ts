import { languagesWrittenFor } from './search-results';

jest.mock('@/lib/search/pagefind', () => ({ searchSite: jest.fn() }));

describe('the languages a query that found nothing is offered to', () => {
  it('are the Devanagari ones for Devanagari on an English page, a mix of letters included', () => {
    expect(languagesWrittenFor('मिट्टी', 'en')).toEqual(['hi', 'mr']);
    expect(languagesWrittenFor('soil मिट्टी', 'en')).toEqual(['hi', 'mr']);
    expect(languagesWrittenFor('soil test', 'en')).toEqual([]);
  });

  it('are English for Latin letters alone on a Hindi or Marathi page, and the other Devanagari language for Devanagari', () => {
    expect(languagesWrittenFor('soil test', 'hi')).toEqual(['en']);
    expect(languagesWrittenFor('माती परीक्षण', 'hi')).toEqual(['mr']);
    expect(languagesWrittenFor('मिट्टी', 'mr')).toEqual(['hi']);
    expect(languagesWrittenFor('eCrop मौसम', 'mr')).toEqual(['hi']);
  });

  it('are none for a query of figures alone', () => {
    expect(languagesWrittenFor('2024', 'hi')).toEqual([]);
  });
});
