import { BRAND_FONTS_ATTRIBUTE } from '@/lib/brand-fonts';
import { codePointsOf, cut, fontFace, unicodeRangeOf } from './cut';

/**
 * The site's Latin type: Inter for text and Plus Jakarta Sans for headings (from @fontsource-variable),
 * cut down with HarfBuzz (lib/fonts/cut.ts) to the weights the site sets, 400 to 800 (Tailwind's normal to
 * extrabold), and to the OpenType features a browser applies by default (kerning, ligatures, marks): the
 * stylistic alternates nobody here asks for go. Inter's Latin file of 47 KB becomes a core of 23 KB and a
 * rest of 11 KB, Jakarta's of 27 KB a core of 14 KB and a rest of 8 KB (below).
 *
 * A reader's first page is set in the fallbacks and later pages in the fonts, fetched into the cache after
 * the first page has loaded (lib/brand-fonts.ts): --font-inter and --font-jakarta name the fonts only under
 * <html data-brand-fonts>. A page never swaps its type once painted: the faces are 'optional', and a page
 * that sets them preloads them from the cache for its first layout.
 * The fallbacks are a local Arial (or Liberation Sans, its twin on Linux) stretched to each font's metrics,
 * so lines break where the font's would (the overrides are the ones next/font computes for these fonts);
 * where there is neither (Android) the stack goes on to the system's sans-serif.
 */
/** The Latin letters of fontsource's "latin" files: ASCII, Latin-1, the general punctuation, € and ™. */
const LATIN_RANGE = 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';
/**
 * Each font comes in two files, split by unicode-range. The core holds what the site's pages are written in:
 * ASCII, the no-break space and the punctuation and signs its copy uses (© · × ’ “ ” – — … • € ™ ↑ ↓ and
 * the minus). Only the cores are fetched ahead: 36 KB for both fonts instead of 50 KB. The rest of Latin (accented letters, the other punctuation) is a second file that a browser fetches
 * only for a page with one of its letters in it, so an editor's "Café" is still set in Inter.
 */
const CORE = new Set(codePointsOf('U+0000-007F,U+00A0,U+00A9,U+00AE,U+00B0,U+00B7,U+00D7,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026,U+20AC,U+2122,U+2191,U+2193,U+2212'));
const latinCodePoints = codePointsOf(LATIN_RANGE);
const coreCodePoints = latinCodePoints.filter((codePoint) => CORE.has(codePoint));
const restCodePoints = latinCodePoints.filter((codePoint) => !CORE.has(codePoint));
const CORE_RANGE = unicodeRangeOf(coreCodePoints);
const REST_RANGE = unicodeRangeOf(restCodePoints);
const CORE_TEXT = String.fromCodePoint(...coreCodePoints);
const REST_TEXT = String.fromCodePoint(...restCodePoints);
const WEIGHTS = { min: 400, max: 800 };

const INTER = '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';
const JAKARTA = '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2';
/** The core files: what a page that sets the fonts preloads, and what a first page fetches for the next. */
export const interFont = cut(INTER, 'inter-latin', CORE_TEXT, WEIGHTS);
export const jakartaFont = cut(JAKARTA, 'plus-jakarta-sans-latin', CORE_TEXT, WEIGHTS);
const interRest = cut(INTER, 'inter-latin-rest', REST_TEXT, WEIGHTS);
const jakartaRest = cut(JAKARTA, 'plus-jakarta-sans-latin-rest', REST_TEXT, WEIGHTS);
/** The two halves' unicode-ranges, and the whole they split. */
export const latinRanges = { core: CORE_RANGE, rest: REST_RANGE, whole: LATIN_RANGE };
/** Every Latin file the build cuts. */
export const latinFonts = [interFont, jakartaFont, interRest, jakartaRest];

/**
 * Arial, or Liberation Sans (Linux's Arial, with the same metrics), made to take the room the font would:
 * `ascent descent size-adjust`. A regular and a bold face, so bold text is the real bold, not a smeared regular.
 */
const FALLBACK_SOURCES = {
  400: "local(Arial),local(ArialMT),local('Liberation Sans'),local(LiberationSans)",
  700: "local('Arial Bold'),local(Arial-BoldMT),local('Liberation Sans Bold'),local(LiberationSans-Bold)",
};
const fallbackFace = (family: string, ascent: string, descent: string, sizeAdjust: string) =>
  Object.entries(FALLBACK_SOURCES)
    .map(
      ([weight, src]) =>
        `@font-face{font-family:'${family} Fallback';src:${src};font-weight:${weight};ascent-override:${ascent};descent-override:${descent};line-gap-override:0%;size-adjust:${sizeAdjust}}`,
    )
    .join('');

const stacks = (inter: string, jakarta: string) => `--font-inter:${inter}'Inter Fallback';--font-jakarta:${jakarta}'Plus Jakarta Sans Fallback'`;

/** The faces and the variables app/theme.css builds its font stacks from: the fonts only under the attribute. */
export const latinFontsCss =
  fontFace('Inter', interFont, 'optional', CORE_RANGE) +
  fontFace('Inter', interRest, 'optional', REST_RANGE) +
  fontFace('Plus Jakarta Sans', jakartaFont, 'optional', CORE_RANGE) +
  fontFace('Plus Jakarta Sans', jakartaRest, 'optional', REST_RANGE) +
  fallbackFace('Inter', '89.79%', '22.36%', '107.89%') +
  fallbackFace('Plus Jakarta Sans', '98.16%', '20.99%', '105.75%') +
  `:root{${stacks('', '')}}:root[${BRAND_FONTS_ATTRIBUTE}]{${stacks("'Inter',", "'Plus Jakarta Sans',")}}`;
