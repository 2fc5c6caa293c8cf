import { languages } from '@/content/languages';
import { cut, fontFace, range } from './cut';

/**
 * Noto Sans Devanagari, from @fontsource-variable, cut down with HarfBuzz (subset-font) to what the site
 * sets: the letters of Hindi and Marathi, the joiners and ₹, at weights 400 to 800 (body to extrabold),
 * keeping the shaping tables that build conjuncts and place matras. 121 KB becomes about 59 KB.
 *
 * It is not a next/font font because next/font preloads every font of the app's one shared stylesheet
 * on every page, and English pages must not download it. The build writes it to /fonts/ (lib/fonts/cut.ts);
 * the Hindi pages' document declares and preloads it (components/layout/document.tsx).
 *
 * Preloaded and 'optional' (measured with Lighthouse, mobile): without the preload a first view misses
 * the font and falls back to the system's (boxes where it has none); with 'swap' the text reflows
 * (CLS 0.03 to 0.19). The preload's cost is shown in the README.
 */
const SOURCE = '@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2';
/**
 * The letters Hindi and Marathi are written with: candrabindu, anusvara and visarga; the vowels; the
 * consonants (Marathi's ळ and ऱ among them); nukta and avagraha; the vowel signs and virama; om; the nukta
 * consonants (क़ ख़ ग़ ज़ ड़ ढ़ फ़ य़); danda, double danda, the Devanagari digits and the abbreviation sign;
 * and Marathi's ॲ. The joiners keep their place: ZWJ after र् draws Marathi's eyelash ra (ऱ्‍), ZWNJ
 * breaks a conjunct. Leaving out the Vedic, Sanskrit-only and other languages' letters (and the conjuncts
 * they form) saves a fifth of the font.
 */
const DEVANAGARI_LETTERS =
  range(0x0901, 0x0903) + range(0x0905, 0x0914) + range(0x0915, 0x0939) + range(0x093c, 0x094d) + '\u0950' + range(0x0958, 0x095f) + range(0x0964, 0x0970) + '\u0972';
const PAGE_TEXT = `${DEVANAGARI_LETTERS}\u200C\u200D\u20B9`;
const PAGE_WEIGHTS = { min: 400, max: 800 };
const UNICODE_RANGE = 'U+0900-097F,U+200C-200D,U+20B9';

const face = (font: Parameters<typeof fontFace>[1], display: 'optional' | 'block') => fontFace('Noto Sans Devanagari', font, display, UNICODE_RANGE);

const page = cut(SOURCE, 'noto-sans-devanagari', PAGE_TEXT, PAGE_WEIGHTS);

/**
 * The Hindi pages' font, preloaded: used when it arrives within the first 100 ms ('optional'), else from the
 * next page on; never a reflow. In every font stack of the page (app/theme.css reads --font-devanagari).
 */
export const devanagariPageFont = { ...page, css: face(page, 'optional') + `:root{--font-devanagari:'Noto Sans Devanagari'}` };

/**
 * The only Devanagari on English pages, the language switch's names ('हिन्दी', 'मराठी'): a 2 KB
 * cut, so it reads right even where the system has no Devanagari font. 'block' with a fixed-width label
 * (language-switch.tsx), so nothing moves when it arrives; preloaded, so it is there for the first paint.
 *
 * Only what is marked in a Devanagari language (`lang="hi"`, `lang="mr"`: the switch, a saved page's title) names it. A font that
 * arrives makes the browser restyle and lay out again every element whose font stack names it: with the
 * font in the page's stacks, this 2 KB file re-laid the whole page out after the first paint (70 ms at 4×
 * CPU on /about/). `:where` leaves any font class of the element itself in charge.
 */
const devanagariLanguages = languages.filter((language) => language.script === 'devanagari');
const switchText = devanagariLanguages.map((language) => `${language.name}${language.short}`).join('');
const switchCut = cut(SOURCE, 'noto-sans-devanagari-switch', switchText, 600);
export const devanagariSwitchFont = {
  ...switchCut,
  css:
    face(switchCut, 'block') +
    `:where(${devanagariLanguages.map((language) => `[lang=${language.htmlLang}]`).join(',')}){font-family:var(--font-inter),'Noto Sans Devanagari',system-ui,sans-serif}`,
};
