/**
 * The brand's Latin fonts (Inter and Plus Jakarta Sans: lib/fonts/latin.ts) are set from a reader's second
 * page on. A first page is laid out in their metric-matched fallbacks and paints with nothing to wait for but
 * its own document; once it has loaded, the fonts are fetched in an idle moment into the browser's cache, and
 * every later page sets them from its first layout, so no page ever swaps its type under the reader.
 *
 * Why: on the slow networks this site is for, a preloaded `optional` font rarely arrived within its ~100 ms
 * anyway, so a first page mostly showed the fallback already, while the fonts' 37 KB shared the bandwidth
 * with the document and the page's first paint waited for them.
 *
 * The inline script in every head (components/layout/brand-fonts.tsx) turns them on for a page whose reader
 * has them cached (BRAND_FONTS_ATTRIBUTE on <html>, which app/theme.css's stacks read through the
 * --font-inter and --font-jakarta variables); a client navigation turns them on for the page it opens
 * (components/layout/brand-fonts-on-navigation.tsx). Save-Data readers never fetch them.
 */

/** The localStorage key that says which cut of the fonts this browser has cached (their URLs). */
export const BRAND_FONTS_KEY = 'brand-fonts';
/** The attribute of <html> that sets the brand fonts in every font stack. */
export const BRAND_FONTS_ATTRIBUTE = 'data-brand-fonts';
/** The window property set once this page has fetched the fonts, for the next client navigation. */
export const BRAND_FONTS_FETCHED = '__brandFontsFetched';

export interface BrandFontsSetup {
  key: string;
  attribute: string;
  fetchedFlag: string;
  /** The core files' URLs (content-hashed): the stored value, and what a cached visit preloads. */
  urls: string[];
  /** A CSS font shorthand per family, for document.fonts.load, which fetches exactly the core file. */
  faces: string[];
}

/**
 * The head's inline script. Self-contained (its own source is the script): with the fonts cached, it sets
 * the attribute and preloads them, from the cache, for the first layout; without, it fetches them once the
 * page has loaded, and records them when both have arrived.
 */
export function setBrandFontsWhenCached(win: Window, setup: BrandFontsSetup): void {
  const doc = win.document;
  const version = setup.urls.join(' ');
  let stored: string | null = null;
  try {
    stored = win.localStorage.getItem(setup.key);
  } catch {
    // Storage refused (a locked-down browser): every page is a first page, in the fallback.
  }
  if (stored === version) {
    doc.documentElement.setAttribute(setup.attribute, '');
    for (const url of setup.urls) {
      const link = doc.createElement('link');
      link.rel = 'preload';
      link.setAttribute('as', 'font');
      link.type = 'font/woff2';
      link.crossOrigin = 'anonymous';
      link.href = url;
      doc.head.appendChild(link);
    }
    return;
  }
  const connection = (win.navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if ((connection && connection.saveData) || !doc.fonts) return;
  win.addEventListener(
    'load',
    () => {
      const whenIdle = win.requestIdleCallback || ((callback: () => void) => win.setTimeout(callback, 200));
      whenIdle(() => {
        Promise.all(setup.faces.map((face) => doc.fonts.load(face))).then(
          (loaded) => {
            if (loaded.some((faces) => faces.length === 0)) return;
            (win as unknown as Record<string, boolean>)[setup.fetchedFlag] = true;
            try {
              win.localStorage.setItem(setup.key, version);
            } catch {
              // Not recorded: the next page is a first page again, and finds the fonts in the cache.
            }
          },
          () => undefined,
        );
      });
    },
    { once: true },
  );
}

/**
 * On a client navigation, as the new page is committed and before it paints: it sets the brand fonts if
 * this page has fetched them (they are loaded, so its first layout uses them and nothing waits).
 */
export function setBrandFontsIfFetched(win: Window = window): void {
  if ((win as unknown as Record<string, boolean>)[BRAND_FONTS_FETCHED]) win.document.documentElement.setAttribute(BRAND_FONTS_ATTRIBUTE, '');
}
