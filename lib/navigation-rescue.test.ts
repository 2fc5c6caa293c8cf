import { render } from '@testing-library/react';
import { createElement } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from './constants';
import { createNavigationRescue, headHydrated } from './navigation-rescue';

function chunkLoadError() {
  const error = new Error('Failed to load chunk /_next/static/chunks/shop.js from module 1');
  error.name = 'ChunkLoadError';
  return error;
}

let loadPage: jest.Mock;

beforeEach(() => {
  jest.useFakeTimers();
  window.history.replaceState(null, '', '/about/');
  loadPage = jest.fn();
});

afterEach(() => {
  jest.useRealTimers();
});

/** A rescue on the about page, as RouteLoading leaves it after the page's first render; its head hydrated unless told otherwise. */
function onAboutPage(timeoutMs?: number, isHeadHydrated = () => true) {
  const rescue = createNavigationRescue(loadPage, timeoutMs, isHeadHydrated);
  rescue.shown('/about/');
  return rescue;
}

describe('navigation rescue', () => {
  it('uses the spec’s chunk load timeout, 120000 ms, unless told otherwise', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    const rescue = onAboutPage();
    rescue.started('/buy-product/');
    jest.advanceTimersByTime(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(loadPage).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(loadPage).toHaveBeenCalledWith('http://localhost/buy-product/', 'assign');
  });

  it('lets a navigation that shows its page in time be: no page load, the timer cleared', () => {
    const rescue = onAboutPage();
    rescue.started('/buy-product/?item=ecrop#order');
    expect(rescue.loading()).toBe('/buy-product');
    rescue.shown('/buy-product/');
    expect(rescue.loading()).toBeNull();
    jest.advanceTimersByTime(CHUNK_LOAD_TIMEOUT_MS * 2);
    expect(loadPage).not.toHaveBeenCalled();
  });

  it('loads the target whole, with its query and hash, when a chunk fails during the navigation', () => {
    const rescue = onAboutPage();
    rescue.started('/buy-product/?item=ecrop#order');
    rescue.failed(chunkLoadError());
    expect(loadPage).toHaveBeenCalledWith('http://localhost/buy-product/?item=ecrop#order', 'assign');
  });

  it('reloads when the failed render already put the target in the address bar (assigning it again with its #hash would only scroll)', () => {
    const rescue = onAboutPage();
    rescue.started('/buy-product/#cart');
    window.history.pushState(null, '', '/buy-product/#cart');
    rescue.failed(chunkLoadError());
    expect(loadPage).toHaveBeenCalledWith('http://localhost/buy-product/#cart', 'reload');
  });

  it('loads the page once, however many failures and timers follow', () => {
    const rescue = onAboutPage();
    rescue.started('/buy-product/');
    rescue.failed(chunkLoadError());
    rescue.failed(chunkLoadError());
    jest.advanceTimersByTime(CHUNK_LOAD_TIMEOUT_MS);
    rescue.started('/contact/');
    rescue.failed(chunkLoadError());
    expect(loadPage).toHaveBeenCalledTimes(1);
  });

  it('ignores failures with no navigation under way (the page’s own load, a finished navigation) and errors of other kinds', () => {
    const rescue = onAboutPage();
    rescue.failed(chunkLoadError());
    rescue.started('/contact/');
    rescue.failed(new TypeError('x is undefined'));
    rescue.failed('ChunkLoadError');
    rescue.shown('/contact/');
    rescue.failed(chunkLoadError());
    expect(loadPage).not.toHaveBeenCalled();
  });

  it('follows only the latest navigation: a second click restarts the wait for its own page', () => {
    const rescue = onAboutPage(1_000);
    rescue.started('/buy-product/');
    jest.advanceTimersByTime(900);
    rescue.started('/contact/');
    jest.advanceTimersByTime(900);
    expect(loadPage).not.toHaveBeenCalled();
    jest.advanceTimersByTime(100);
    expect(loadPage).toHaveBeenCalledWith('http://localhost/contact/', 'assign');
  });

  it('waits for nothing when the link stays on the page on screen (a #section, a ?page=), and drops an earlier wait', () => {
    const rescue = onAboutPage(1_000);
    rescue.started('/blog/');
    rescue.started('/about/#team');
    expect(rescue.loading()).toBeNull();
    jest.advanceTimersByTime(5_000);
    expect(loadPage).not.toHaveBeenCalled();
  });

  it('tells its subscribers when the page on its way changes', () => {
    const rescue = onAboutPage();
    const listener = jest.fn();
    const unsubscribe = rescue.subscribe(listener);
    rescue.started('/blog/');
    rescue.shown('/blog/');
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    rescue.started('/contact/');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('loads the target whole at once when the navigation starts before the page’s head has hydrated', () => {
    const rescue = onAboutPage(undefined, () => false);
    rescue.started('/policy/');
    expect(loadPage).toHaveBeenCalledWith('http://localhost/policy/', 'assign');
  });

  it('keeps a replacing navigation a replacement when it loads the page whole, early or late', () => {
    onAboutPage(undefined, () => false).started('/more-reads/page/3/', 'replace');
    expect(loadPage).toHaveBeenLastCalledWith('http://localhost/more-reads/page/3/', 'replace');
    onAboutPage(1_000).started('/more-reads/page/3/', 'replace');
    jest.advanceTimersByTime(1_000);
    expect(loadPage).toHaveBeenLastCalledWith('http://localhost/more-reads/page/3/', 'replace');
  });

  it('reloads when Back or Forward, before the head has hydrated, already put the page in the address bar', () => {
    window.history.pushState(null, '', '/blog/');
    const rescue = onAboutPage(undefined, () => false);
    rescue.started('/blog/', 'traverse');
    expect(loadPage).toHaveBeenCalledWith('http://localhost/blog/', 'reload');
  });

  it('loads nothing early for a link within the page on screen, hydrated or not', () => {
    onAboutPage(undefined, () => false).started('/about/#team');
    expect(loadPage).not.toHaveBeenCalled();
  });
});

describe('headHydrated', () => {
  afterEach(() => {
    document.head.replaceChildren();
    document.body.replaceChildren();
  });

  it('is true for a <title> React owns: the installed React still marks its nodes as the check expects', () => {
    const { unmount } = render(createElement('title', null, 'Privacy policy'));
    expect(document.head.querySelector('title')?.textContent).toBe('Privacy policy');
    expect(headHydrated()).toBe(true);
    unmount();
  });

  it('is false for a <title> of the page’s HTML that React has not claimed, and true when there is none', () => {
    expect(headHydrated()).toBe(true);
    document.head.innerHTML = '<title>Privacy Policy</title>';
    expect(headHydrated()).toBe(false);
  });
});
