import { fireEvent, render, screen } from '@testing-library/react';
import { PageLink } from './page-link';

const prefetch = jest.fn();
let pathname = '/';
jest.mock('next/navigation', () => ({ usePathname: () => pathname, useRouter: () => ({ prefetch }) }));

beforeEach(() => {
  prefetch.mockClear();
  pathname = '/';
});

describe('PageLink', () => {
  it('links a page at its trailing-slash URL', () => {
    render(<PageLink href="/about">About Us</PageLink>);
    expect(screen.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about/');
  });

  it('asks for the page ahead only when the reader reaches for the link: pointer, finger or focus', () => {
    const onFocus = jest.fn();
    render(
      <PageLink href="/ecrop" onFocus={onFocus}>
        eCrop
      </PageLink>,
    );
    const link = screen.getByRole('link', { name: 'eCrop' });
    expect(prefetch).not.toHaveBeenCalled();
    fireEvent.pointerEnter(link);
    fireEvent.touchStart(link);
    fireEvent.focus(link);
    expect(prefetch.mock.calls).toEqual([['/ecrop/'], ['/ecrop/'], ['/ecrop/']]);
    expect(onFocus).toHaveBeenCalledTimes(1);
  });

  it('is a plain link to a page in the other language, marked with its language, and asks for nothing ahead', () => {
    pathname = '/hi/';
    render(<PageLink href="/about">About Us</PageLink>);
    const link = screen.getByRole('link', { name: 'About Us' });
    expect(link).toHaveAttribute('hreflang', 'en');
    fireEvent.pointerEnter(link);
    expect(prefetch).not.toHaveBeenCalled();
  });
});
