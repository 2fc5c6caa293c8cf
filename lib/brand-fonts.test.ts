import { BRAND_FONTS_ATTRIBUTE, BRAND_FONTS_FETCHED, BRAND_FONTS_KEY, fetchBrandFontsForLater, setBrandFontsIfCached, setBrandFontsIfFetched } from './brand-fonts';

const urls = ['/fonts/inter-latin.a.woff2', '/fonts/plus-jakarta-sans-latin.b.woff2'];
const VERSION = urls.join(' ');

/** fetch as jsdom lacks it: each file answers with `status` (200 unless told otherwise) and a body. */
function fakeFetch(status = 200) {
  const body = jest.fn(() => Promise.resolve(new ArrayBuffer(8)));
  const load = jest.fn((url: string, init?: RequestInit) => Promise.resolve({ ok: status >= 200 && status < 300, status, url, init, arrayBuffer: body }));
  Object.defineProperty(window, 'fetch', { value: load, configurable: true, writable: true });
  return Object.assign(load, { body });
}

const root = () => document.documentElement;
const fontPreloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')];
const flagged = () => (window as unknown as Record<string, boolean | undefined>)[BRAND_FONTS_FETCHED];
const headScript = () => setBrandFontsIfCached(window, BRAND_FONTS_KEY, BRAND_FONTS_ATTRIBUTE, urls);

/** Runs the idle callback the fetch asked for, and lets its promises settle. */
async function idle() {
  jest.runOnlyPendingTimers();
  for (let step = 0; step < 4; step += 1) await Promise.resolve();
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
  it('are not set by the head script, and are fetched whole into the cache and recorded after hydration, in an idle moment', async () => {
    const load = fakeFetch();
    headScript();
    expect(root().hasAttribute(BRAND_FONTS_ATTRIBUTE)).toBe(false);
    expect(fontPreloads()).toHaveLength(0);

    fetchBrandFontsForLater(urls);
    expect(load).not.toHaveBeenCalled();
    await idle();
    // Fetched at low priority, each body read to its end, and not loaded into the page.
    expect(load.mock.calls).toEqual(urls.map((url) => [url, { priority: 'low' }]));
    expect(load.body).toHaveBeenCalledTimes(2);
    expect(localStorage.getItem(BRAND_FONTS_KEY)).toBe(VERSION);
    expect(flagged()).toBe(true);
    // The page being read keeps its type.
    expect(root().hasAttribute(BRAND_FONTS_ATTRIBUTE)).toBe(false);
    // Fetched once: a second call does nothing.
    fetchBrandFontsForLater(urls);
    await idle();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('are not fetched when the page leaves before its idle moment', async () => {
    const load = fakeFetch();
    const cancel = fetchBrandFontsForLater(urls);
    cancel();
    await idle();
    expect(load).not.toHaveBeenCalled();
  });

  it('are not recorded when a file is not there (an error status)', async () => {
    fakeFetch(404);
    fetchBrandFontsForLater(urls);
    await idle();
    expect(localStorage.getItem(BRAND_FONTS_KEY)).toBeNull();
    expect(flagged()).toBeUndefined();
  });

  it('are never fetched for a reader who asks to save data', async () => {
    const load = fakeFetch();
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    fetchBrandFontsForLater(urls);
    await idle();
    expect(load).not.toHaveBeenCalled();
    expect(localStorage.getItem(BRAND_FONTS_KEY)).toBeNull();
  });

  it('are a first page’s again when the stored cut is not this build’s', async () => {
    const load = fakeFetch();
    localStorage.setItem(BRAND_FONTS_KEY, '/fonts/inter-latin.old.woff2 /fonts/plus-jakarta-sans-latin.old.woff2');
    headScript();
    expect(root().hasAttribute(BRAND_FONTS_ATTRIBUTE)).toBe(false);
    fetchBrandFontsForLater(urls);
    await idle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(localStorage.getItem(BRAND_FONTS_KEY)).toBe(VERSION);
  });
});

describe('the brand fonts once cached', () => {
  it('are set before the first layout and preloaded, in CORS mode, from the cache; nothing is fetched again', async () => {
    const load = fakeFetch();
    localStorage.setItem(BRAND_FONTS_KEY, VERSION);
    headScript();
    expect(root().hasAttribute(BRAND_FONTS_ATTRIBUTE)).toBe(true);
    expect(fontPreloads().map((link) => [link.getAttribute('href'), link.type, link.crossOrigin])).toEqual(urls.map((url) => [url, 'font/woff2', 'anonymous']));
    fetchBrandFontsForLater(urls);
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
