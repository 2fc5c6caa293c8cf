import { render } from '@testing-library/react';
import { usePathname } from 'next/navigation';
import { ScrollToTop } from './scroll-to-top';

jest.mock('next/navigation', () => ({ usePathname: jest.fn() }));
const pathname = jest.mocked(usePathname);

describe('ScrollToTop', () => {
  let scrollTo: jest.SpyInstance;
  beforeEach(() => {
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/about/');
  });
  afterEach(() => scrollTo.mockRestore());

  it('leaves the reader where the page loaded them, and takes them to the top of each new page', () => {
    pathname.mockReturnValue('/about/');
    const { rerender } = render(<ScrollToTop />);
    expect(scrollTo).not.toHaveBeenCalled();
    pathname.mockReturnValue('/policy/');
    window.history.replaceState(null, '', '/policy/');
    rerender(<ScrollToTop />);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('does not scroll to the top when the link named a #section of the new page', () => {
    pathname.mockReturnValue('/about/');
    const { rerender } = render(<ScrollToTop />);
    pathname.mockReturnValue('/buy-product/');
    window.history.replaceState(null, '', '/buy-product/#cart');
    rerender(<ScrollToTop />);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
