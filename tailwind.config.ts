import type { Config } from 'tailwindcss';

/**
 * Design tokens (see DESIGN.md, "Visual direction"). Loaded by app/globals.css through `@config`.
 * Every text colour here passes WCAG AA on the surfaces it is used on.
 */
const config: Config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}', './content/**/*.ts', './lib/**/*.ts'],
  theme: {
    extend: {
      screens: {
        // The menu collapses below this width (spec section 9).
        nav: '1020px',
      },
      colors: {
        forest: { 900: '#0E3B2E', 800: '#124634', 700: '#17553F', 50: '#EAF3EE' },
        leaf: { 700: '#1F7A3A', 800: '#196530', 500: '#3BAA55', 100: '#DDEFD9' },
        gold: { 400: '#F2B33D', 100: '#F6E3B4' },
        sky: { 700: '#1D5F99', 100: '#E8F1FA' },
        earth: { 700: '#7A4E24' },
        paper: '#F7F6F0',
        ink: '#15211B',
        muted: '#4B5A53',
      },
      fontFamily: {
        sans: ['var(--font-inter)', 'var(--font-devanagari)', 'system-ui', 'sans-serif'],
        display: ['var(--font-jakarta)', 'var(--font-inter)', 'var(--font-devanagari)', 'system-ui', 'sans-serif'],
      },
      maxWidth: { content: '1200px' },
      boxShadow: { card: '0 1px 2px rgb(14 59 46 / 0.06), 0 4px 16px rgb(14 59 46 / 0.08)' },
    },
  },
};

export default config;
