import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { siteMenus } from '@/lib/navigation';
import { shippedPages } from '@/tests/support/local-pages';
import { MainNav as Nav } from './main-nav';
import { AssistanceLine } from './assistance-line';
import { Logo } from './logo';
import { en } from '@/content/i18n/en';
import { site } from '@/content/site';
import { HOVER_CLOSE_DELAY_MS } from '@/lib/constants';

/** The menu as the site builds it from the page documents. */
const menu = siteMenus(shippedPages()).main;
const MainNav = () => (
  <Nav
    menu={menu}
    text={en.shell}
    logo={<Logo alt={`${site.brand} home`} />}
    contact={<AssistanceLine label={en.shell.needAssistance} />}
    contactInMenu={<AssistanceLine label={en.shell.needAssistance} onDark />}
  />
);

let mockPathname = '/about/';
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname, useRouter: () => ({ prefetch: jest.fn() }) }));

/** jsdom has no layout: tell the component which side of 1020 px the window is on. */
function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.matchMedia = ((query: string) => ({
    matches: Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? 0) <= width,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

const nav = () => screen.getByRole('navigation', { name: 'Main' });
const button = (name: string) => within(nav()).getByRole('button', { name });

describe('MainNav on desktop', () => {
  beforeEach(() => setWidth(1366));

  it('marks the current page link', () => {
    render(<MainNav />);
    expect(within(nav()).getByRole('link', { name: 'About Us' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav()).getByRole('link', { name: 'Policy' })).not.toHaveAttribute('aria-current');
  });

  it("marks Blog and More Reads on their lists' later pages too, and Blog on a post, as the reader's place rather than the page", () => {
    for (const [path, name] of [
      ['/blog/page/2/', 'Blog'],
      ['/more-reads/page/3/', 'More Reads'],
      ['/post/how-to-read-ndvi-crop-health-map/', 'Blog'],
    ] as const) {
      mockPathname = path;
      const { unmount } = render(<MainNav />);
      expect(within(nav()).getByRole('link', { name })).toHaveAttribute('aria-current', 'true');
      expect(within(nav()).getByRole('link', { name: 'About Us' })).not.toHaveAttribute('aria-current');
      unmount();
    }
    mockPathname = '/about/';
  });

  it('opens a dropdown on hover and closes it a moment after the pointer leaves, unless the pointer comes back', () => {
    jest.useFakeTimers();
    try {
      render(<MainNav />);
      const services = button('Services').closest('li')!;
      fireEvent.mouseEnter(services);
      expect(button('Services')).toHaveAttribute('aria-expanded', 'true');
      // Back within the delay (a diagonal path crossing a neighbour): still open.
      fireEvent.mouseLeave(services);
      act(() => jest.advanceTimersByTime(HOVER_CLOSE_DELAY_MS - 50));
      fireEvent.mouseEnter(services);
      act(() => jest.advanceTimersByTime(HOVER_CLOSE_DELAY_MS));
      expect(button('Services')).toHaveAttribute('aria-expanded', 'true');
      // Gone for good: closed once the delay has passed.
      fireEvent.mouseLeave(services);
      expect(button('Services')).toHaveAttribute('aria-expanded', 'true');
      act(() => jest.advanceTimersByTime(HOVER_CLOSE_DELAY_MS));
      expect(button('Services')).toHaveAttribute('aria-expanded', 'false');
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps one top-level and one sub-dropdown open; a second click closes', async () => {
    const user = userEvent.setup();
    render(<MainNav />);
    await user.click(button('Services'));
    await user.click(button('Satellite Monitoring'));
    expect(button('Satellite Monitoring')).toHaveAttribute('aria-expanded', 'true');
    await user.click(button('Products'));
    expect(button('Products')).toHaveAttribute('aria-expanded', 'true');
    expect(button('Services')).toHaveAttribute('aria-expanded', 'false');
    expect(button('Satellite Monitoring')).toHaveAttribute('aria-expanded', 'false');
    await user.click(button('Products'));
    expect(button('Products')).toHaveAttribute('aria-expanded', 'false');
  });

  it('an outside click and Escape reset the menus', async () => {
    const user = userEvent.setup();
    render(
      <>
        <MainNav />
        <p>Outside</p>
      </>,
    );
    await user.click(button('Services'));
    await user.click(screen.getByText('Outside'));
    expect(button('Services')).toHaveAttribute('aria-expanded', 'false');
    await user.click(button('Services'));
    await user.keyboard('{Escape}');
    expect(button('Services')).toHaveAttribute('aria-expanded', 'false');
    expect(button('Services')).toHaveFocus();
  });
});

describe('MainNav on mobile', () => {
  beforeEach(() => setWidth(390));
  afterEach(() => jest.useRealTimers());

  it('a toggle named "Menu" opens the menu; hover does nothing below 1020 px', async () => {
    const user = userEvent.setup();
    render(<MainNav />);
    const toggle = screen.getByRole('button', { name: /menu/i });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.mouseEnter(button('Services').closest('li')!);
    expect(button('Services')).toHaveAttribute('aria-expanded', 'false');
  });

  it('a resize above 1020 px resets all, after a 150 ms debounce', async () => {
    jest.useFakeTimers();
    render(<MainNav />);
    const toggle = screen.getByRole('button', { name: /menu/i });
    fireEvent.click(toggle);
    fireEvent.click(button('Services'));
    setWidth(1200);
    act(() => {
      window.dispatchEvent(new Event('resize'));
      jest.advanceTimersByTime(140);
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    act(() => {
      jest.advanceTimersByTime(20);
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(button('Services')).toHaveAttribute('aria-expanded', 'false');
  });

  it('a resize that stays below 1020 px keeps the menu open', () => {
    jest.useFakeTimers();
    render(<MainNav />);
    const toggle = screen.getByRole('button', { name: /menu/i });
    fireEvent.click(toggle);
    setWidth(800);
    act(() => {
      window.dispatchEvent(new Event('resize'));
      jest.advanceTimersByTime(200);
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });
});
