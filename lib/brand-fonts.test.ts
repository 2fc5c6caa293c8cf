import { BRAND_FONTS_ATTRIBUTE, BRAND_FONTS_FETCHED, BRAND_FONTS_KEY, setBrandFontsIfFetched, setBrandFontsWhenCached, type BrandFontsSetup } from './brand-fonts';

const setup: BrandFontsSetup = {
  key: BRAND_FONTS_KEY,
  attribute: BRAND_FONTS_ATTRIBUTE,
  fetchedFlag: BRAND_FONTS_FETCHED,
  urls: ['/fonts/inter-latin.a.woff2', '/fonts/plus-jakarta-sans-latin.b.woff2'],
  faces: ["1em 'Inter'", "1em 'Plus Jakarta Sans'"],
};
const VERSION = setup.urls.join(' ');

/** document.fonts as jsdom lacks it: `load` answers with one face per call unless told to find none. */
function fakeFonts(facesFound = 1) {
  const load = jest.fn((font: string) => Promise.resolve(Array.from({ length: facesFound }, () => ({ family: font }) as unknown as FontFace)));
  Object.defineProperty(document, 'fonts', { value: { load }, configurable: true });
  return load;
}

const root = () => document.documentElement;
const fontPreloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')];
const flagged = () => (window as unknown as Record<string, boolean | undefined>)[BRAND_FONTS_FETCHED];

/** Fires the load event, then runs the idle callback the script asked for. */
async function loadAndIdle() {
  window.dispatchEvent(new Event('load'));
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
  it('are not set, and are fetched and recorded only after the page has loaded', async () => {
    const load = fakeFonts();
    setBrandFontsWhenCached(window, setup);
    expect(root().hasAttribute(BRAND_FONTS_ATTRIBUTE)).toBe(false);
    expect(fontPreloads()).toHaveLength(0);
    jest.runOnlyPendingTimers();
    expect(load).not.toHaveBeenCalled();

    await loadAndIdle();
    expect(load.mock.calls.map(([font]) => font)).toEqual(setup.faces);
    expect(localStorage.getItem(BRAND_FONTS_KEY)).toBe(VERSION);
    expect(flagged()).toBe(true);
    // The page being read keeps its type.
    expect(root().hasAttribute(BRAND_FONTS_ATTRIBUTE)).toBe(false);
  });

  it('are not recorded when a family found no face to load', async () => {
    fakeFonts(0);
    setBrandFontsWhenCached(window, setup);
    await loadAndIdle();
    expect(localStorage.getItem(BRAND_FONTS_KEY)).toBeNull();
    expect(flagged()).toBeUndefined();
  });

  it('are never fetched for a reader who asks to save data', async () => {
    const load = fakeFonts();
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    setBrandFontsWhenCached(window, setup);
    await loadAndIdle();
    expect(load).not.toHaveBeenCalled();
    expect(localStorage.getItem(BRAND_FONTS_KEY)).toBeNull();
  });

  it('are fetched again when the stored cut is not this build’s', async () => {
    const load = fakeFonts();
    localStorage.setItem(BRAND_FONTS_KEY, '/fonts/inter-latin.old.woff2 /fonts/plus-jakarta-sans-latin.old.woff2');
    setBrandFontsWhenCached(window, setup);
    expect(root().hasAttribute(BRAND_FONTS_ATTRIBUTE)).toBe(false);
    await loadAndIdle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(localStorage.getItem(BRAND_FONTS_KEY)).toBe(VERSION);
  });
});

describe('the brand fonts once cached', () => {
  it('are set before the first layout and preloaded, in CORS mode, from the cache', () => {
    const load = fakeFonts();
    localStorage.setItem(BRAND_FONTS_KEY, VERSION);
    setBrandFontsWhenCached(window, setup);
    expect(root().hasAttribute(BRAND_FONTS_ATTRIBUTE)).toBe(true);
    expect(fontPreloads().map((link) => [link.getAttribute('href'), link.type, link.crossOrigin])).toEqual(setup.urls.map((url) => [url, 'font/woff2', 'anonymous']));
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
