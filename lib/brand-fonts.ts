/**
 * The brand's Latin fonts (Inter and Plus Jakarta Sans: lib/fonts/latin.ts) are set from a reader's second
 * page on. A first page is laid out in their metric-matched fallbacks and paints with nothing to wait for but
 * its own document; once it has hydrated, the fonts' files are fetched in an idle moment into the browser's
 * HTTP cache, and every later page sets them from its first layout, so no page ever swaps its type under the
 * reader.
 *
 * Why: on the slow networks this site is for, a preloaded `optional` font rarely arrived within its ~100 ms
 * anyway, so a first page mostly showed the fallback already, while the fonts' 37 KB shared the bandwidth
 * with the document and the page's first paint waited for them.
 *
 * The inline script in every head (components/layout/brand-fonts.tsx) turns them on for a page whose reader
 * has them cached (BRAND_FONTS_ATTRIBUTE on <html>, which app/theme.css's stacks read through the
 * --font-inter and --font-jakarta variables). After a first page has hydrated, and on client navigations,
 * components/layout/brand-fonts-for-later-pages.tsx fetches them and turns them on for the page a link
 * opens. Save-Data readers never fetch them.
 */

/** The localStorage key that says which cut of the fonts this browser has cached (their URLs). */
export const BRAND_FONTS_KEY = 'brand-fonts';
/** The attribute of <html> that sets the brand fonts in every font stack. */
export const BRAND_FONTS_ATTRIBUTE = 'data-brand-fonts';
/** The window property set once this page has fetched the fonts, for the next client navigation. */
export const BRAND_FONTS_FETCHED = '__brandFontsFetched';

/** The stored value: the core files' URLs (content-hashed), so a new cut of the fonts is fetched again. */
const versionOf = (urls: string[]) => urls.join(' ');

/** The window's BRAND_FONTS_FETCHED property, read and written. */
const flagsOf = (win: Window) => win as unknown as Record<string, boolean | undefined>;

/**
 * The head's inline script. Self-contained (its own source is the script): with this build's fonts cached,
 * it sets the attribute and preloads them, from the cache, for the first layout. Else it does nothing: the
 * page is a first page.
 */
export function setBrandFontsIfCached(win: Window, key: string, attribute: string, urls: string[]): void {
  const doc = win.document;
  let stored: string | null = null;
  try {
    stored = win.localStorage.getItem(key);
  } catch {
    // Storage refused (a locked-down browser): every page is a first page, in the fallback.
  }
  // The stored value is the URLs joined by spaces (versionOf, which this script cannot call).
  if (stored !== urls.join(' ')) return;
  doc.documentElement.setAttribute(attribute, '');
  for (const url of urls) {
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'font');
    link.type = 'font/woff2';
    link.crossOrigin = 'anonymous';
    link.href = url;
    doc.head.appendChild(link);
  }
}

/**
 * Once a first page has hydrated, in an idle moment: fetches the fonts' core files (`urls`) into the HTTP cache
 * and records them. Not at `load`: here the load event can come before the first paint, and fonts fetched
 * then land before it and share its bandwidth. A plain fetch, not document.fonts.load: a font the document
 * loads is decoded on the main thread and the page restyles and repaints for it, three tasks of 17–20 ms on
 * /about/ here (70–80 ms each at Lighthouse's 4× CPU), for a page that never shows it. Never with Save-Data
 * on, nor on a page already set in them, nor twice. Returns the cancel of a fetch not yet started (the
 * effect's cleanup).
 */
export function fetchBrandFontsForLater(urls: string[], win: Window = window): () => void {
  const doc = win.document;
  const connection = (win.navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (flagsOf(win)[BRAND_FONTS_FETCHED] || doc.documentElement.hasAttribute(BRAND_FONTS_ATTRIBUTE) || (connection && connection.saveData)) return () => undefined;
  let cancelled = false;
  const whenIdle = win.requestIdleCallback ?? ((callback: () => void) => win.setTimeout(callback, 200));
  // The whole body is read, so the file is in the cache before it is recorded as there.
  const fetchWhole = (url: string) =>
    win.fetch(url, { priority: 'low' }).then((response) => {
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return response.arrayBuffer();
    });
  whenIdle(() => {
    if (cancelled) return;
    Promise.all(urls.map(fetchWhole)).then(
      () => {
        flagsOf(win)[BRAND_FONTS_FETCHED] = true;
        try {
          win.localStorage.setItem(BRAND_FONTS_KEY, versionOf(urls));
        } catch {
          // Not recorded: the next page loaded whole is a first page again, and finds the fonts in the cache.
        }
      },
      // Offline or refused: not recorded, so the next page is a first page and tries again.
      () => undefined,
    );
  });
  return () => {
    cancelled = true;
  };
}

/**
 * On a client navigation, as the new page is committed and before it paints: it sets the brand fonts if
 * this page has fetched them. Its first layout loads them from the cache, well within the fonts' 100 ms
 * `optional` block, so it is set in them from its first frame.
 */
export function setBrandFontsIfFetched(win: Window = window): void {
  if (flagsOf(win)[BRAND_FONTS_FETCHED]) win.document.documentElement.setAttribute(BRAND_FONTS_ATTRIBUTE, '');
}
