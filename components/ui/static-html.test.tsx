/* eslint-disable @next/next/no-html-link-for-pages -- the kept HTML's links are plain anchors: that is what StaticHtml's listener reads */
import { act, fireEvent, render } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useRouter } from 'next/navigation';
import { StaticHtml } from './static-html';

jest.mock('next/navigation', () => ({ useRouter: jest.fn() }));
const router = { push: jest.fn(), prefetch: jest.fn() };
jest.mocked(useRouter).mockReturnValue(router as unknown as ReturnType<typeof useRouter>);

/** Counts its renders in the browser, so a test can tell whether React rendered the kept content. */
const renders = jest.fn();
function Band() {
  renders();
  return (
    <section id="band">
      <h2>Soil health cards</h2>
      <p>
        Read <a href="/biosense/">Biosense</a>, the <a href="/hi/biosense/">Hindi page</a> (
        <a href="/hi/biosense/" hrefLang="hi">
          हिन्दी
        </a>
        ), the <a href="/assets/brochures/ecrop-brochure.pdf">brochure</a>, <a href="https://example.org/">a partner</a> and <a href="#band">this band</a>.
      </p>
    </section>
  );
}

/** The page's HTML as the static export writes it: the wrapper's element around its children's markup. */
const prerendered = () => `<div class="contents">${renderToString(<Band />)}</div>`;

describe('StaticHtml', () => {
  let container: HTMLElement;
  let root: Root | undefined;
  beforeEach(() => {
    window.history.replaceState(null, '', '/about/');
    container = document.createElement('div');
    container.innerHTML = prerendered();
    jest.clearAllMocks();
    document.body.append(container);
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    container.remove();
  });

  const hydrate = () =>
    act(() => {
      root = hydrateRoot(
        container,
        <StaticHtml>
          <Band />
        </StaticHtml>,
        { onRecoverableError: (error) => fail(error) },
      );
    });

  it('keeps the prerendered HTML when the page hydrates, without rendering its content', () => {
    const before = container.innerHTML;
    hydrate();
    expect(container.innerHTML).toBe(before);
    expect(container.querySelector('h2')?.textContent).toBe('Soil health cards');
    expect(renders).not.toHaveBeenCalled();
  });

  it('renders its content when it mounts on a client-side navigation', () => {
    const { container: fresh } = render(
      <StaticHtml>
        <Band />
      </StaticHtml>,
    );
    expect(renders).toHaveBeenCalled();
    expect(fresh.querySelector('section#band h2')?.textContent).toBe('Soil health cards');
  });

  it("follows a link to a page in the page's language client-side, and asks for it ahead when the reader reaches for it", () => {
    hydrate();
    const link = container.querySelector('a[href="/biosense/"]')!;
    fireEvent.pointerOver(link);
    expect(router.prefetch).toHaveBeenCalledWith('/biosense/');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(router.push).toHaveBeenCalledWith('/biosense/');
  });

  it.each([
    ['a page in the other language (a document of its own)', 'a[hreflang]'],
    ['a page in the other language, however it is marked', 'a[href="/hi/biosense/"]:not([hreflang])'],
    ['a file', 'a[href$=".pdf"]'],
    ['another site', 'a[href^="https:"]'],
    ['a section of this page', 'a[href="#band"]'],
  ])('leaves a link to %s to the browser', (_, selector) => {
    hydrate();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    container.querySelector(selector)!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(router.push).not.toHaveBeenCalled();
  });

  it('leaves a click that opens a new tab or window to the browser', () => {
    hydrate();
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
      container.querySelector('a[href="/biosense/"]')!.dispatchEvent(click);
      expect(click.defaultPrevented).toBe(false);
    }
    expect(router.push).not.toHaveBeenCalled();
  });
});
