import { renderToStaticMarkup } from 'react-dom/server';
import { HYDRATED_ATTRIBUTE } from '@/lib/hydration-mark';
import { removeWindowListenersOn } from '@/tests/support/window-listeners';
import { STUCK_AFTER_MS, StuckPageFallback, watchForStuckPage } from './stuck-page-fallback';

/** A page as the server writes it: its no-script rules in the head, a link standing in for a button. */
function serverPage() {
  document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
  document.head.innerHTML = '<noscript><style>.script-only{display:none!important}</style></noscript>';
  document.body.innerHTML = '<button class="script-only">Give Feedback</button><noscript><a href="/feedback/">Give Feedback</a></noscript>';
}

function failScript(src: string) {
  const script = document.createElement('script');
  script.src = src;
  document.body.append(script);
  // A load error does not bubble; the watcher hears it in the capture phase.
  script.dispatchEvent(new Event('error'));
}

const feedbackLink = () => document.querySelector('a[href="/feedback/"]');

describe('the stuck-page fallback', () => {
  let controller: AbortController;
  beforeEach(() => {
    jest.useFakeTimers();
    serverPage();
    // Each test's watcher listens until the test ends.
    controller = new AbortController();
    removeWindowListenersOn(controller.signal);
  });
  afterEach(() => {
    controller.abort();
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it('shows the page as it reads without scripts when a chunk failed and the page has not hydrated', () => {
    watchForStuckPage(document, HYDRATED_ATTRIBUTE, STUCK_AFTER_MS);
    failScript('/_next/static/chunks/shop.js');
    jest.advanceTimersByTime(STUCK_AFTER_MS - 1);
    expect(feedbackLink()).toBeNull();
    jest.advanceTimersByTime(1);
    expect(feedbackLink()).toHaveTextContent('Give Feedback');
    expect(document.head.querySelector('style')).toHaveTextContent('.script-only{display:none!important}');
    expect(document.querySelectorAll('noscript')).toHaveLength(0);
  });

  it('leaves a page alone that hydrated in the meantime (the loader retried and got the chunk)', () => {
    watchForStuckPage(document, HYDRATED_ATTRIBUTE, STUCK_AFTER_MS);
    failScript('/_next/static/chunks/shop.js');
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
    jest.advanceTimersByTime(STUCK_AFTER_MS);
    expect(feedbackLink()).toBeNull();
    expect(document.querySelectorAll('noscript')).toHaveLength(2);
  });

  it('ignores scripts that are not the page’s own code', () => {
    watchForStuckPage(document, HYDRATED_ATTRIBUTE, STUCK_AFTER_MS);
    failScript('https://connect.facebook.net/en_US/fbevents.js');
    jest.advanceTimersByTime(STUCK_AFTER_MS);
    expect(document.querySelectorAll('noscript')).toHaveLength(2);
  });

  it('is an inline script that runs on its own', () => {
    const markup = renderToStaticMarkup(<StuckPageFallback />);
    const source = /^<script>([\s\S]*)<\/script>$/.exec(markup)?.[1];
    expect(source).toBeDefined();
    new Function(source!)();
    failScript('/_next/static/chunks/page.js');
    jest.advanceTimersByTime(STUCK_AFTER_MS);
    expect(feedbackLink()).not.toBeNull();
  });
});
