/** @jest-environment node */
import { DOCUMENT_PATHS, pathsOutside, SUBRESOURCE_FOLDERS } from './security-headers';

describe('pathsOutside', () => {
  const outside = new RegExp(pathsOutside(['/_next/static/', '/fonts/']));

  it('matches every path that starts with none of the prefixes', () => {
    for (const path of [
      '/',
      '/about/',
      '/feedback/',
      '/f',
      '/fonts',
      '/fontsy/',
      '/_next/',
      '/_next/static',
      '/_nope/',
      '/sw.js',
      '/pagefind/pagefind.js',
      '/api/leads',
      '/__next._full.txt',
    ])
      expect([path, outside.test(path)]).toEqual([path, true]);
  });

  it('matches no path under a prefix', () => {
    for (const path of ['/_next/static/', '/_next/static/chunks/app.js', '/fonts/', '/fonts/inter-latin.0123456789ab.woff2'])
      expect([path, outside.test(path)]).toEqual([path, false]);
  });

  it('escapes characters that mean something in a pattern', () => {
    const pattern = new RegExp(pathsOutside(['/a.b/']));
    expect(pattern.test('/a.b/x')).toBe(false);
    expect(pattern.test('/axb/x')).toBe(true);
  });

  it('matches whole paths, so a matcher that wants the whole path agrees', () => {
    const whole = new RegExp(`^(?:${pathsOutside(['/_next/static/', '/fonts/'])})$`);
    for (const path of ['/', '/about/', '/fontsy/x.woff2', '/sw.js']) expect([path, whole.test(path)]).toEqual([path, true]);
    expect(whole.test('/fonts/a.woff2')).toBe(false);
  });

  it('uses no lookaround, which RE2 (Firebase Hosting) does not have', () => {
    expect(DOCUMENT_PATHS).not.toMatch(/\(\?[=!<]/);
    expect(DOCUMENT_PATHS).toBe(pathsOutside(SUBRESOURCE_FOLDERS));
  });
});
