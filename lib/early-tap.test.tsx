import { act, lazy, Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { EarlyTapCatcher } from '@/components/layout/early-tap-catcher';
import { removeWindowListenersOn } from '@/tests/support/window-listeners';
import { EARLY_TAP_KEY, EARLY_TAP_PENDING_ATTRIBUTE, EARLY_TAP_POLL_MS } from './early-tap';

/** The catcher's inline script, run as the browser runs it; its listener is removed when the test ends. */
function runInlineScript(signal: AbortSignal) {
  const source = /<script>([\s\S]*)<\/script>/.exec(renderToStaticMarkup(<EarlyTapCatcher />))?.[1];
  removeWindowListenersOn(signal);
  new Function(source!)();
}

function Menu({ onToggle }: { onToggle: () => void }) {
  return (
    <nav>
      <button type="button" onClick={onToggle}>
        Menu
      </button>
    </nav>
  );
}

const button = (name: string) => [...document.querySelectorAll('button')].find((element) => element.textContent === name)!;
const remembered = () => (window as unknown as Record<string, unknown>)[EARLY_TAP_KEY];
const pending = () => [...document.querySelectorAll(`[${EARLY_TAP_PENDING_ATTRIBUTE}]`)];
/** Long enough for the catcher to look a few times whether its button has hydrated. */
const aFewPolls = () => act(() => new Promise((resolve) => setTimeout(resolve, EARLY_TAP_POLL_MS * 3)));

describe('a tap on a button not yet hydrated', () => {
  let controller: AbortController;
  let container: HTMLElement;
  /** The page as the server sent it, parsed, with the catcher in its head. */
  const serverPage = (html: string) => {
    container.innerHTML = html;
    runInlineScript(controller.signal);
  };
  beforeEach(() => {
    controller = new AbortController();
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(() => {
    controller.abort();
    container.remove();
    delete (window as unknown as Record<string, unknown>)[EARLY_TAP_KEY];
    jest.restoreAllMocks();
  });

  it('before the page hydrates, is held from every listener and made again once it has, once', async () => {
    const onToggle = jest.fn();
    const otherListener = jest.fn();
    // Development React reports the attribute the server did not render; production React leaves it.
    const hydrationWarnings = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    serverPage(renderToString(<Menu onToggle={onToggle} />));
    document.addEventListener('click', otherListener, true);
    // The server's HTML: the tap meets a button with nothing behind it.
    button('Menu').click();
    button('Menu').click();
    expect(onToggle).not.toHaveBeenCalled();
    expect(otherListener).not.toHaveBeenCalled();
    // The reader sees the tap was taken.
    expect(pending()).toEqual([button('Menu')]);
    await act(async () => {
      hydrateRoot(container, <Menu onToggle={onToggle} />);
    });
    for (const [message] of hydrationWarnings.mock.calls) expect(String(message)).toContain("some attributes of the server rendered HTML didn't match");
    await aFewPolls();
    expect(onToggle).toHaveBeenCalledTimes(1);
    expect(pending()).toEqual([]);
    expect(remembered()).toBeUndefined();
    // Hydrated now: a tap goes straight through.
    button('Menu').click();
    expect(onToggle).toHaveBeenCalledTimes(2);
    await aFewPolls();
    expect(onToggle).toHaveBeenCalledTimes(2);
    document.removeEventListener('click', otherListener, true);
  });

  it('in an island whose code is still loading, after the page has hydrated, is made again once the island hydrates', async () => {
    const onOpen = jest.fn();
    const Brochure = () => (
      <button type="button" onClick={onOpen}>
        Download Brochure
      </button>
    );
    let arrive: (module: { default: typeof Brochure }) => void = () => undefined;
    const LazyBrochure = lazy(() => new Promise<{ default: typeof Brochure }>((resolve) => (arrive = resolve)));
    const Page = ({ island }: { island: React.ReactNode }) => (
      <main>
        <Menu onToggle={() => undefined} />
        <Suspense>{island}</Suspense>
      </main>
    );
    // Development React reports the attribute the catcher set on the island's button; production React leaves it.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    serverPage(renderToString(<Page island={<Brochure />} />));
    await act(async () => {
      hydrateRoot(container, <Page island={<LazyBrochure />} />);
    });
    // The page around the island has hydrated; the island waits for its chunk.
    button('Download Brochure').click();
    await aFewPolls();
    expect(onOpen).not.toHaveBeenCalled();
    expect(pending()).toEqual([button('Download Brochure')]);
    await act(async () => arrive({ default: Brochure }));
    await aFewPolls();
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(pending()).toEqual([]);
  });

  it('on a button a script made after the page was parsed goes straight to its own listener', () => {
    serverPage('<div class="swiper-pagination"></div>');
    const dot = document.createElement('button');
    dot.textContent = 'Go to slide 2';
    const onDot = jest.fn();
    dot.addEventListener('click', onDot);
    container.querySelector('.swiper-pagination')!.append(dot);
    dot.click();
    expect(onDot).toHaveBeenCalledTimes(1);
    expect(remembered()).toBeUndefined();
    expect(pending()).toEqual([]);
  });

  it('on a form’s submit button is left to the browser; a form’s other buttons are held', () => {
    serverPage('<form action="/search/"><input name="q"><button>Search</button><button type="button">Clear</button></form>');
    const submitted = jest.fn((event: Event) => event.preventDefault());
    container.querySelector('form')!.addEventListener('submit', submitted);
    button('Search').click();
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(remembered()).toBeUndefined();
    button('Clear').click();
    expect(remembered()).toBe(button('Clear'));
  });

  it('shows only on the last button tapped that it is waiting, and only that one is made again', async () => {
    serverPage('<button type="button">Menu</button><button type="button">Download Brochure</button>');
    button('Menu').click();
    expect(pending()).toEqual([button('Menu')]);
    button('Download Brochure').click();
    expect(remembered()).toBe(button('Download Brochure'));
    expect(pending()).toEqual([button('Download Brochure')]);
  });

  it('is not made again on a button that is disabled by the time it hydrates, or has gone', async () => {
    const onOpen = jest.fn();
    const Disabled = ({ disabled }: { disabled: boolean }) => (
      <button type="button" disabled={disabled} onClick={onOpen}>
        Download Brochure
      </button>
    );
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    serverPage(renderToString(<Disabled disabled={false} />) + '<div id="other"><button type="button">Menu</button></div>');
    button('Download Brochure').click();
    button('Download Brochure').disabled = true;
    await act(async () => {
      hydrateRoot(container, <Disabled disabled />);
    });
    await aFewPolls();
    expect(onOpen).not.toHaveBeenCalled();
    expect(pending()).toEqual([]);
    expect(remembered()).toBeUndefined();

    button('Menu').click();
    expect(remembered()).toBe(button('Menu'));
    document.getElementById('other')!.remove();
    await aFewPolls();
    expect(remembered()).toBeUndefined();
  });
});
