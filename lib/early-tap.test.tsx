import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { EarlyTapCatcher } from '@/components/layout/early-tap-catcher';
import { removeWindowListenersOn } from '@/tests/support/window-listeners';
import { EARLY_TAP_KEY, EARLY_TAP_PENDING_ATTRIBUTE, REACT_LISTENING_PREFIX, replayEarlyTap } from './early-tap';

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

const menuButton = () => document.querySelector('button')!;
const reactListensOn = (target: object) => Object.keys(target).some((key) => key.startsWith(REACT_LISTENING_PREFIX));
const remembered = () => (window as unknown as Record<string, unknown>)[EARLY_TAP_KEY];
const pending = () => [...document.querySelectorAll(`[${EARLY_TAP_PENDING_ATTRIBUTE}]`)];

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
    // Each test starts before React listens: the mark a hydration in an earlier test left on the document goes.
    for (const key of Object.keys(document)) if (key.startsWith(REACT_LISTENING_PREFIX)) delete (document as unknown as Record<string, unknown>)[key];
    delete (window as unknown as Record<string, unknown>)[EARLY_TAP_KEY];
    jest.restoreAllMocks();
  });

  it('is made again once the page has hydrated, once', async () => {
    const onToggle = jest.fn();
    // Development React reports the attribute the server did not render; production React leaves it, and
    // replayEarlyTap takes it off.
    const hydrationWarnings = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    container.innerHTML = renderToString(<Menu onToggle={onToggle} />);
    // The server's HTML: the tap meets a button with nothing behind it.
    menuButton().click();
    menuButton().click();
    expect(onToggle).not.toHaveBeenCalled();
    // The reader sees the tap was taken.
    expect(pending()).toEqual([menuButton()]);
    await act(async () => {
      hydrateRoot(container, <Menu onToggle={onToggle} />);
    });
    // From hydrateRoot on, React's mark, which the inline script looks for, is on the document (Next hydrates
    // the document itself; a root in an element marks the element and its document).
    expect(reactListensOn(document)).toBe(true);
    for (const [message] of hydrationWarnings.mock.calls) expect(String(message)).toContain("some attributes of the server rendered HTML didn't match");
    act(() => replayEarlyTap());
    expect(onToggle).toHaveBeenCalledTimes(1);
    expect(pending()).toEqual([]);
    act(() => replayEarlyTap());
    expect(onToggle).toHaveBeenCalledTimes(1);
  });

  it('is not remembered once React listens on the document (React replays it itself)', () => {
    container.innerHTML = '<button type="button">Menu</button>';
    menuButton().click();
    expect(remembered()).toBe(menuButton());
    delete (window as unknown as Record<string, unknown>)[EARLY_TAP_KEY];
    Object.assign(document, { [`${REACT_LISTENING_PREFIX}test`]: true });
    menuButton().click();
    expect(remembered()).toBeUndefined();
    // React listens for good, so the script stops listening: even without the mark, no tap is remembered now.
    delete (document as unknown as Record<string, unknown>)[`${REACT_LISTENING_PREFIX}test`];
    menuButton().click();
    expect(remembered()).toBeUndefined();
  });

  it('on a form’s submit button is left to the browser; a form’s other buttons are remembered', () => {
    container.innerHTML = '<form action="/search/"><input name="q"><button>Search</button><button type="button">Clear</button></form>';
    container.querySelector('form')!.addEventListener('submit', (event) => event.preventDefault());
    menuButton().click();
    expect(remembered()).toBeUndefined();
    container.querySelector<HTMLButtonElement>('button[type="button"]')!.click();
    expect(remembered()).toBe(container.querySelector('button[type="button"]'));
  });

  it('shows only on the last button tapped that it is waiting', () => {
    container.innerHTML = '<button type="button">Menu</button><button type="button">Download Brochure</button>';
    const [menu, brochure] = [...container.querySelectorAll('button')];
    menu!.click();
    expect(pending()).toEqual([menu]);
    brochure!.click();
    expect(remembered()).toBe(brochure);
    expect(pending()).toEqual([brochure]);
  });

  it('is not made again on a button that has gone or is disabled by then', () => {
    const clicks = jest.fn();
    container.innerHTML = '<button type="button">Menu</button>';
    const button = menuButton();
    button.addEventListener('click', clicks);
    button.click();
    expect(remembered()).toBe(button);
    button.disabled = true;
    replayEarlyTap();
    // Not made again, and not shown as waiting any more.
    expect(pending()).toEqual([]);
    button.disabled = false;
    button.click();
    expect(remembered()).toBe(button);
    button.remove();
    replayEarlyTap();
    // The two taps themselves, and no replay.
    expect(clicks).toHaveBeenCalledTimes(2);
  });
});
