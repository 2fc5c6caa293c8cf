import { cut, fontFace, range } from './cut';

/**
 * The site's Latin type: Inter for text and Plus Jakarta Sans for headings (from @fontsource-variable),
 * cut down with HarfBuzz (lib/fonts/cut.ts) to the weights the site sets, 400 to 800 (Tailwind's normal to
 * extrabold), and to the OpenType features a browser applies by default (kerning, ligatures, marks): the
 * stylistic alternates nobody here asks for go. Inter's Latin file goes from 47 KB to 31 KB and Jakarta's
 * from 27 KB to 19 KB, on every reader's first page.
 *
 * Both are 'optional': the text is laid out once. A font that has not arrived within the first ~100 ms
 * (a slow first visit) is used from the next page on, instead of swapping in and re-wrapping lines and
 * buttons under the reader's eyes. Both are preloaded by every page's document (the 404 page's too, which
 * next/font could not do), so they are there for the first layout: the headings' font, found only when the
 * first layout asked for it, missed its ~100 ms on a first visit even here (headings in Arial), and its
 * arrival still made the browser lay out every heading again after the first paint.
 * Until a font is there, a local Arial stretched to its metrics stands in, so the lines break where the
 * font's would (the overrides are the ones next/font computes for these fonts).
 */

/** The Latin letters of fontsource's "latin" files: ASCII, Latin-1, the general punctuation, € and ™. */
const LATIN_RANGE = 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';
const LATIN_TEXT = LATIN_RANGE.split(',')
  .map((part) => {
    const [from, to = from] = part.slice(2).split('-') as [string, string?];
    return range(parseInt(from, 16), parseInt(to, 16));
  })
  .join('');
const WEIGHTS = { min: 400, max: 800 };

export const interFont = cut('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', 'inter-latin', LATIN_TEXT, WEIGHTS);
export const jakartaFont = cut('@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2', 'plus-jakarta-sans-latin', LATIN_TEXT, WEIGHTS);

/** Arial made to take the room the font would: `ascent descent size-adjust`. */
const fallbackFace = (family: string, ascent: string, descent: string, sizeAdjust: string) =>
  `@font-face{font-family:'${family} Fallback';src:local(Arial);ascent-override:${ascent};descent-override:${descent};line-gap-override:0%;size-adjust:${sizeAdjust}}`;

/** The faces and the variables app/theme.css builds its font stacks from. */
export const latinFontsCss =
  fontFace('Inter', interFont, 'optional', LATIN_RANGE) +
  fontFace('Plus Jakarta Sans', jakartaFont, 'optional', LATIN_RANGE) +
  fallbackFace('Inter', '89.79%', '22.36%', '107.89%') +
  fallbackFace('Plus Jakarta Sans', '98.16%', '20.99%', '105.75%') +
  `:root{--font-inter:'Inter','Inter Fallback';--font-jakarta:'Plus Jakarta Sans','Plus Jakarta Sans Fallback'}`;
