import {
  BRAND_FONTS_ATTRIBUTE,
  BRAND_FONTS_FETCHED,
  BRAND_FONTS_KEY,
  fetchBrandFontsForLater,
  setBrandFontsIfCached,
  setBrandFontsIfFetched,
  type BrandFonts,
} from './brand-fonts';

const fonts: BrandFonts = {
  urls: ['/fonts/inter-latin.a.woff2', '/fonts/plus-jakarta-sans-latin.b.woff2'],
  faces: ["1em 'Inter'", "1em 'Plus Jakarta Sans'"],
};
const VERSION = fonts.urls.join(' ');

/** document.fonts as jsdom lacks it: `load` answers with one face per call unless told to find none. */
function fakeFonts(facesFound = 1) {
  const load = jest.fn((font: string) => Promise.resolve(Array.from({ length: facesFound }, () => ({ family: font }) as unknown as FontFace)));
  Object.defineProperty(document, 'fonts', { value: { load }, configurable: true });
  return load;
}

const root = () => document.documentElement;
const fontPreloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')];
const flagged = () => (window as unknown as Record<string, boolean | undefined>)[BRAND_FONTS_FETCHED];
const headScript = () => setBrandFontsIfCached(window, BRAND_FONTS_KEY, BRAND_FONTS_ATTRIBUTE, fonts.urls);

/** Runs the idle callback the fetch asked for, and lets its promises settle. */
async function idle() {
  jest.runOnlyPendingTimers();
  await Promise.resolve();
  await Promise.resolve();
}

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  root().removeAttribute(BRAND_FONTS_ATTRIBUTE);
  document.head.innerHTML = '';
  delete (window as unknown as Record<string, unknown>)[BRAND_FONTS_FETCHED];
  Object.defineProperty(window, 'requestIdleCallback', { value: undefined, configurable: true, writable: true });
  Object.defineProperty(navigator, 'connection', { value: undefined, configurable: true });
});
afterEach(() => jest.useRealTimers());

describe('the brand fonts on a first page', () => {
  it('are not set by the head script, and are fetched and recorded after hydration, in an idle moment', async () => {
    const load = fakeFonts();
    headScript();
    expect(root().hasAttribute(BRAND_FONTS_ATTRIBUTE)).toBe(false);
    expect(fontPreloads()).toHaveLength(0);

    fetchBrandFontsForLater(fonts);
    expect(load).not.toHaveBeenCalled();
    await idle();
    expect(load.mock.calls.map(([font]) => font)).toEqual(fonts.faces);
    expect(localStorage.getItem(BRAND_FONTS_KEY)).toBe(VERSION);
    expect(flagged()).toBe(true);
    // The page being read keeps its type.
    expect(root().hasAttribute(BRAND_FONTS_ATTRIBUTE)).toBe(false);
    // Fetched once: a second call does nothing.
    fetchBrandFontsForLater(fonts);
    await idle();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('are not fetched when the page leaves before its idle moment', async () => {
    const load = fakeFonts();
    const cancel = fetchBrandFontsForLater(fonts);
    cancel();
    await idle();
    expect(load).not.toHaveBeenCalled();
  });

  it('are not recorded when a family found no face to load', async () => {
    fakeFonts(0);
    fetchBrandFontsForLater(fonts);
    await idle();
    expect(localStorage.getItem(BRAND_FONTS_KEY)).toBeNull();
    expect(flagged()).toBeUndefined();
  });

  it('are never fetched for a reader who asks to save data', async () => {
    const load = fakeFonts();
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    fetchBrandFontsForLater(fonts);
    await idle();
    expect(load).not.toHaveBeenCalled();
    expect(localStorage.getItem(BRAND_FONTS_KEY)).toBeNull();
  });

  it('are a first page’s again when the stored cut is not this build’s', async () => {
    const load = fakeFonts();
    localStorage.setItem(BRAND_FONTS_KEY, '/fonts/inter-latin.old.woff2 /fonts/plus-jakarta-sans-latin.old.woff2');
    headScript();
    expect(root().hasAttribute(BRAND_FONTS_ATTRIBUTE)).toBe(false);
    fetchBrandFontsForLater(fonts);
    await idle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(localStorage.getItem(BRAND_FONTS_KEY)).toBe(VERSION);
  });
});

describe('the brand fonts once cached', () => {
  it('are set before the first layout and preloaded, in CORS mode, from the cache; nothing is fetched again', async () => {
    const load = fakeFonts();
    localStorage.setItem(BRAND_FONTS_KEY, VERSION);
    headScript();
    expect(root().hasAttribute(BRAND_FONTS_ATTRIBUTE)).toBe(true);
    expect(fontPreloads().map((link) => [link.getAttribute('href'), link.type, link.crossOrigin])).toEqual(fonts.urls.map((url) => [url, 'font/woff2', 'anonymous']));
    fetchBrandFontsForLater(fonts);
    await idle();
    expect(load).not.toHaveBeenCalled();
  });

  it('are set by the page a client navigation opens once a page has fetched them, and not before', () => {
    setBrandFontsIfFetched(window);
    expect(root().hasAttribute(BRAND_FONTS_ATTRIBUTE)).toBe(false);
    (window as unknown as Record<string, boolean>)[BRAND_FONTS_FETCHED] = true;
    setBrandFontsIfFetched(window);
    expect(root().hasAttribute(BRAND_FONTS_ATTRIBUTE)).toBe(true);
  });
});
