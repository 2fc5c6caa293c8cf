/** @jest-environment node */
import { originPattern, pathOn, toLocal, toProduction } from './origin';

const production = 'https://www.example.in';
const local = 'http://127.0.0.1:4321';

describe('the production origin on the local server', () => {
  it('moves a production URL onto the local origin with its path, query and fragment', () => {
    expect(toLocal('https://www.example.in/hi/ecrop/?q=1#faq', production, local)).toBe('http://127.0.0.1:4321/hi/ecrop/?q=1#faq');
    expect(toLocal('https://www.example.in', production, local)).toBe('http://127.0.0.1:4321/');
  });

  it('leaves any other origin alone, a look-alike host or another scheme included', () => {
    expect(toLocal('https://www.example.in.example.com/about/', production, local)).toBeNull();
    expect(toLocal('http://www.example.in/about/', production, local)).toBeNull();
    expect(toLocal('https://news.example.in/', production, local)).toBeNull();
    expect(toLocal('not a url', production, local)).toBeNull();
  });

  it('names a local URL on the production origin again, for messages', () => {
    expect(toProduction('http://127.0.0.1:4321/about/#team', production, local)).toBe('https://www.example.in/about/#team');
    expect(toProduction('https://x.com/example', production, local)).toBe('https://x.com/example');
  });

  it('gives the path of a URL on an origin, and null off it', () => {
    expect(pathOn('https://www.example.in/blog/', `${production}/`)).toBe('/blog/');
    expect(pathOn('https://example.com/blog/', production)).toBeNull();
  });

  it('matches the whole production origin only, for linkinator to rewrite', () => {
    const pattern = originPattern(production);
    expect('https://www.example.in/about/'.replace(pattern, local)).toBe(`${local}/about/`);
    expect('https://www.example.in'.replace(pattern, local)).toBe(local);
    expect(pattern.test('https://www.example.in.example.com/')).toBe(false);
    expect(pattern.test('https://wwwxexample.in/')).toBe(false);
  });
});
