import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { codePointsOf, unicodeRangeOf } from './cut';
import { BRAND_FONTS_ATTRIBUTE } from '@/lib/brand-fonts';
import { interFont, latinFonts, latinFontsCss, latinRanges } from './latin';

const contentFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? contentFiles(file) : /\.(json|ts)$/.test(name) && !name.includes('.test.') ? [file] : [];
  });

describe('unicode-range helpers', () => {
  it('read a range list into its code points, in order', () => {
    expect(codePointsOf('U+0041-0043,U+00A9, U+2013')).toEqual([0x41, 0x42, 0x43, 0xa9, 0x2013]);
  });
  it('write runs of consecutive code points as ranges and lone ones alone', () => {
    expect(unicodeRangeOf([0x41, 0x42, 0x43, 0xa9, 0x2013, 0x2014])).toBe('U+0041-0043,U+00A9,U+2013-2014');
    expect(unicodeRangeOf([])).toBe('');
  });
});

describe('the Latin fonts, split into a preloaded core and a rest', () => {
  const core = codePointsOf(latinRanges.core);
  const rest = codePointsOf(latinRanges.rest);
  const whole = codePointsOf(latinRanges.whole);

  it('cover together exactly the letters of the fonts they are cut from, each letter once', () => {
    expect([...core, ...rest].sort((a, b) => a - b)).toEqual([...new Set(whole)].sort((a, b) => a - b));
    expect(core.filter((codePoint) => rest.includes(codePoint))).toEqual([]);
  });

  it('keep ASCII and the typographic punctuation in the core', () => {
    for (const letter of 'Az09&’“”–—…©·×₹') {
      const codePoint = letter.codePointAt(0)!;
      if (whole.includes(codePoint)) expect(core).toContain(codePoint);
    }
    expect(rest).toContain('é'.codePointAt(0));
  });

  it('declare both halves of each family, and name four files to cut', () => {
    expect(latinFontsCss.match(/font-family:'Inter';/g)).toHaveLength(2);
    expect(latinFontsCss.match(/font-family:'Plus Jakarta Sans';/g)).toHaveLength(2);
    expect(latinFontsCss).toContain(`unicode-range:${latinRanges.rest}`);
    expect(new Set(latinFonts.map((font) => font.url)).size).toBe(4);
    expect(interFont.text).toBe(String.fromCodePoint(...core));
  });

  // A letter of the rest in the site's own copy would make every reader of that page fetch a second file.
  it('leave no letter of the site’s embedded copy to the rest', () => {
    const restLetters = new Set(rest);
    const found = contentFiles(path.join(process.cwd(), 'content')).flatMap((file) =>
      [...readFileSync(file, 'utf8')].filter((letter) => restLetters.has(letter.codePointAt(0)!)).map((letter) => `${path.relative(process.cwd(), file)}: ${letter}`),
    );
    expect(found).toEqual([]);
  });

  // A first page is laid out in the fallbacks; the fonts only where the head's script marked <html> (lib/brand-fonts.ts).
  it('name the fonts in the stacks only under the brand-fonts attribute', () => {
    expect(latinFontsCss).toContain(":root{--font-inter:'Inter Fallback';--font-jakarta:'Plus Jakarta Sans Fallback'}");
    expect(latinFontsCss).toContain(`:root[${BRAND_FONTS_ATTRIBUTE}]{--font-inter:'Inter','Inter Fallback';--font-jakarta:'Plus Jakarta Sans','Plus Jakarta Sans Fallback'}`);
  });
});
