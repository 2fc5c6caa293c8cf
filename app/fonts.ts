import localFont from 'next/font/local';

/**
 * Self-hosted variable fonts from the @fontsource-variable packages (the build is offline, no Google Fonts).
 * Inter (body text) is preloaded; Devanagari is fetched only when a page has Hindi text (unicode-range).
 */

export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  weight: '100 900',
  display: 'swap',
});

export const jakarta = localFont({
  src: '../node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
  variable: '--font-jakarta',
  weight: '200 800',
  // Headings: not preloaded (keeps the first paint's downloads small on a slow connection) and 'optional',
  // so a late font is used from the next page on instead of reflowing the banner (no layout shift).
  display: 'optional',
  preload: false,
});

export const devanagari = localFont({
  src: '../node_modules/@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2',
  variable: '--font-devanagari',
  weight: '100 900',
  display: 'swap',
  preload: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20A8, U+20B9, U+25CC, U+A830-A839, U+A8E0-A8FF' }],
});
