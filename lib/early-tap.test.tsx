import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { EarlyTapCatcher } from '@/components/layout/early-tap-catcher';
import { EARLY_TAP_KEY, REACT_LISTENING_PREFIX, replayEarlyTap } from './early-tap';

/** The catcher's inline script, run as the browser runs it; its listener is removed when the test ends. */
function runInlineScript(signal: AbortSignal) {
  const source = /<script>([\s\S]*)<\/script>/.exec(renderToStaticMarkup(<EarlyTapCatcher />))?.[1];
  const add = window.addEventListener.bind(window);
  jest
    .spyOn(window, 'addEventListener')
    .mockImplementation((type, listener, options) => add(type, listener, typeof options === 'boolean' ? { capture: options, signal } : { ...options, signal }));
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

const menuButton = () => document.querySelector('button')!;

describe('a tap before the page hydrates', () => {
  let controller: AbortController;
  let container: HTMLElement;
  beforeEach(() => {
    controller = new AbortController();
    runInlineScript(controller.signal);
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(() => {
    controller.abort();
    container.remove();
    delete (window as unknown as Record<string, unknown>)[EARLY_TAP_KEY];
    jest.restoreAllMocks();
  });

  it('is made again once the page has hydrated, once', async () => {
    const onToggle = jest.fn();
    container.innerHTML = renderToString(<Menu onToggle={onToggle} />);
    // The server's HTML: the tap meets a button with nothing behind it.
    menuButton().click();
    menuButton().click();
    expect(onToggle).not.toHaveBeenCalled();
    await act(async () => {
      hydrateRoot(container, <Menu onToggle={onToggle} />);
    });
    // React marks the element it hydrates with the prefix the inline script looks for. Next hydrates the
    // document itself, so the mark is on the document there; here the root is a div, so the test marks it.
    const listening = Object.keys(container).some((key) => key.startsWith(REACT_LISTENING_PREFIX));
    expect(listening).toBe(true);
    Object.assign(document, { [`${REACT_LISTENING_PREFIX}test`]: true });
    act(() => replayEarlyTap());
    expect(onToggle).toHaveBeenCalledTimes(1);
    act(() => replayEarlyTap());
    expect(onToggle).toHaveBeenCalledTimes(1);
    delete (document as unknown as Record<string, unknown>)[`${REACT_LISTENING_PREFIX}test`];
  });

  it('is not remembered once React listens on the document (React replays it itself)', () => {
    container.innerHTML = '<button type="button">Menu</button>';
    Object.assign(document, { [`${REACT_LISTENING_PREFIX}test`]: true });
    menuButton().click();
    delete (document as unknown as Record<string, unknown>)[`${REACT_LISTENING_PREFIX}test`];
    expect((window as unknown as Record<string, unknown>)[EARLY_TAP_KEY]).toBeUndefined();
  });

  it('on a form’s submit button is left to the browser', () => {
    container.innerHTML = '<form action="/search/"><input name="q"><button>Search</button></form>';
    container.querySelector('form')!.addEventListener('submit', (event) => event.preventDefault());
    menuButton().click();
    expect((window as unknown as Record<string, unknown>)[EARLY_TAP_KEY]).toBeUndefined();
  });

  it('is not made again on a button that has gone or is disabled by then', () => {
    const clicks = jest.fn();
    container.innerHTML = '<button type="button">Menu</button>';
    const button = menuButton();
    button.click();
    button.addEventListener('click', clicks);
    button.disabled = true;
    replayEarlyTap();
    button.disabled = false;
    button.click();
    button.remove();
    replayEarlyTap();
    expect(clicks).toHaveBeenCalledTimes(1);
  });
});
