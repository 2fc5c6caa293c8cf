import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Carousel } from './carousel';
import { carouselWordsFor } from '@/tests/support/words';

/** A stand-in for swiper: records the options and exposes autoplay controls. */
const autoplay = { running: true, start: jest.fn(), stop: jest.fn() };
const created: Array<{ el: HTMLElement; options: Record<string, unknown> }> = [];
jest.mock('swiper', () => ({
  __esModule: true,
  default: jest.fn().mockImplementation((el: HTMLElement, options: Record<string, unknown>) => {
    created.push({ el, options });
    return { autoplay, destroy: jest.fn() };
  }),
}));
jest.mock('swiper/modules', () => ({
  A11y: 'A11y',
  Autoplay: 'Autoplay',
  EffectCoverflow: 'EffectCoverflow',
  Keyboard: 'Keyboard',
  Navigation: 'Navigation',
  Pagination: 'Pagination',
}));

function setReducedMotion(reduced: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduced && query.includes('reduce'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
}

const slides = Array.from({ length: 7 }, (_, i) => ({
  title: `Slide ${i + 1}`,
  content: `About slide ${i + 1}`,
  image: { src: `/assets/art/s${i}.svg`, alt: `Picture ${i + 1}`, width: 960, height: 640 },
}));

beforeEach(() => {
  created.length = 0;
  autoplay.running = true;
  autoplay.start.mockClear();
  autoplay.stop.mockClear();
  setReducedMotion(false);
});

describe('Carousel', () => {
  it('renders every slide in the markup, labelled "n of N", with named controls', async () => {
    render(<Carousel text={carouselWordsFor()} id="gallery" label="eCrop in the field" slides={slides} effect="slide" autoplayMs={3000} />);
    await waitFor(() => expect(created).toHaveLength(1));
    const carousel = screen.getByRole('group', { name: 'eCrop in the field' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(carousel.querySelectorAll('[aria-roledescription="slide"]')).toHaveLength(7);
    expect(screen.getByRole('group', { name: '3 of 7' })).toHaveTextContent('Slide 3');
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pause slideshow' })).toBeInTheDocument();
  });

  it('starts swiper with a move every 3000 ms that pauses on hover, pagination and arrows', async () => {
    render(<Carousel text={carouselWordsFor()} id="gallery" label="Gallery" slides={slides} effect="slide" autoplayMs={3000} />);
    await waitFor(() => expect(created).toHaveLength(1));
    const { options } = created[0]!;
    // swiper counts its delay from the end of a move: the delay and the move's own time make the 3000 ms.
    expect(options.autoplay).toEqual({ delay: 3000 - Number(options.speed), disableOnInteraction: false, pauseOnMouseEnter: true });
    expect(options.speed).toBeGreaterThan(0);
    expect(options.navigation).toEqual({ prevEl: '#gallery-prev', nextEl: '#gallery-next' });
    expect(options.pagination).toMatchObject({ el: '#gallery-pagination', clickable: true });
    expect(options.a11y).toMatchObject({ paginationBulletMessage: 'Go to slide {{index}}' });
  });

  it('uses the coverflow effect when asked, without autoplay or a pause button', async () => {
    render(<Carousel text={carouselWordsFor()} id="fleet" label="Fleet" slides={slides.slice(0, 4)} effect="coverflow" />);
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]!.options).toMatchObject({ effect: 'coverflow', centeredSlides: true });
    expect(created[0]!.options.autoplay).toBeUndefined();
    expect(screen.queryByRole('button', { name: /slideshow/ })).toBeNull();
  });

  it('the pause button stops and restarts autoplay; focus inside pauses it', async () => {
    const user = userEvent.setup();
    render(<Carousel text={carouselWordsFor()} id="gallery" label="Gallery" slides={slides} effect="slide" autoplayMs={3000} />);
    await waitFor(() => expect(created).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    expect(autoplay.stop).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Play slideshow' }));
    expect(autoplay.start).toHaveBeenCalled();
    autoplay.stop.mockClear();
    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    expect(autoplay.stop).toHaveBeenCalled();
  });

  it('does not auto-advance under prefers-reduced-motion', async () => {
    setReducedMotion(true);
    render(<Carousel text={carouselWordsFor()} id="gallery" label="Gallery" slides={slides} effect="slide" autoplayMs={3000} />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument());
    expect(autoplay.stop).toHaveBeenCalled();
    expect(created[0]!.options.speed).toBe(0);
  });

  it('loads swiper only when the carousel comes near the screen', async () => {
    let comeNear: (() => void) | undefined;
    const original = window.IntersectionObserver;
    window.IntersectionObserver = class {
      constructor(callback: IntersectionObserverCallback) {
        comeNear = () => callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    try {
      render(<Carousel text={carouselWordsFor()} id="gallery" label="Gallery" slides={slides} effect="slide" autoplayMs={3000} />);
      // Its slides are there from the start, as markup.
      expect(screen.getByRole('group', { name: '1 of 7' })).toHaveTextContent('Slide 1');
      await act(() => Promise.resolve());
      expect(created).toHaveLength(0);
      act(() => comeNear!());
      await waitFor(() => expect(created).toHaveLength(1));
    } finally {
      window.IntersectionObserver = original;
    }
  });
});
