import localFont from 'next/font/local';

/**
 * Self-hosted variable fonts from the @fontsource-variable packages (the build is offline, no Google Fonts).
 * Inter (body text) is preloaded. The Devanagari face is declared only by the Hindi layout (lib/fonts/devanagari.ts),
 * so English pages never download it (their one Hindi word, the language switcher, uses the system font).
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
