'use client';

import { clsx } from 'clsx';
import { fill } from '@/lib/i18n';
import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import type { Swiper as SwiperInstance } from 'swiper';
import type { SectionOf } from '@/lib/content/schema';
import { ContentImage } from './content-image';
import { whenNearScreen } from '@/lib/hooks/when-near-screen';

type Slides = SectionOf<'carousel'>['slides'];

interface CarouselProps {
  /** Used for element ids and as the carousel's accessible name. */
  id: string;
  label: string;
  slides: Slides;
  /** The controls' names in the page's language; `goTo` and `slideOf` have `{index}` and `{total}` holes. */
  text: { previous: string; next: string; goTo: string; slideOf: string; pause: string; play: string };
  effect: 'slide' | 'coverflow';
  /** Auto-advance interval in ms; absent means no autoplay. */
  autoplayMs?: number;
  onDark?: boolean;
}

/** How long one slide takes to move into place. */
const SLIDE_MOVE_MS = 500;

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * A carousel on swiper. The slides are rendered on the server as plain markup (readable, and scrollable
 * sideways, without JavaScript); swiper is loaded when the carousel comes near the screen and takes the
 * same markup over, so autoplay starts where the reader can see it.
 * Arrows, pagination dots and the pause button have accessible names. Autoplay pauses while the pointer is
 * over the carousel or focus is inside it, stays off under prefers-reduced-motion, and can be paused.
 */
export function Carousel({ id, label, slides, effect, autoplayMs, onDark = false, text }: CarouselProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const swiperRef = useRef<SwiperInstance | null>(null);
  const [ready, setReady] = useState(false);
  const [playing, setPlaying] = useState(Boolean(autoplayMs));
  // The visitor's own choice (the pause button), which focus and hover must not override.
  const pausedByVisitor = useRef(false);

  useEffect(() => {
    let cancelled = false;
    const container = containerRef.current;
    if (!container) return;
    const reduced = prefersReducedMotion();
    const start = (Swiper: typeof import('swiper').default, { A11y, Autoplay, EffectCoverflow, Keyboard, Navigation, Pagination }: typeof import('swiper/modules')) => {
      const speed = reduced ? 0 : SLIDE_MOVE_MS;
      const swiper = new Swiper(container, {
        modules: [A11y, Autoplay, EffectCoverflow, Keyboard, Navigation, Pagination],
        effect,
        speed,
        grabCursor: true,
        watchSlidesProgress: true,
        // Slide widths come from CSS (globals.css), the same before and after swiper takes over: no shift.
        slidesPerView: 'auto',
        ...(effect === 'coverflow'
          ? { centeredSlides: true, loop: false, coverflowEffect: { rotate: 30, stretch: 0, depth: 120, modifier: 1, slideShadows: false } }
          : { spaceBetween: 24, loop: true }),
        navigation: { prevEl: `#${id}-prev`, nextEl: `#${id}-next` },
        pagination: { el: `#${id}-pagination`, clickable: true, bulletElement: 'button' },
        keyboard: { enabled: true, onlyInViewport: true },
        a11y: {
          prevSlideMessage: text.previous,
          nextSlideMessage: text.next,
          // swiper fills its own {{index}} and {{slidesLength}}.
          paginationBulletMessage: fill(text.goTo, { index: '{{index}}' }),
          slideLabelMessage: fill(text.slideOf, { index: '{{index}}', total: '{{slidesLength}}' }),
          containerMessage: label,
        },
        // swiper counts its delay from the end of each move, so the moves start every `autoplayMs`.
        ...(autoplayMs ? { autoplay: { delay: Math.max(0, autoplayMs - speed), disableOnInteraction: false, pauseOnMouseEnter: true } } : {}),
      });
      swiperRef.current = swiper;
      if (autoplayMs && reduced) {
        // Reduced motion: nothing moves by itself; the Play button can still start it.
        swiper.autoplay.stop();
        pausedByVisitor.current = true;
        setPlaying(false);
      }
      setReady(true);
    };
    const cancelLoad = whenNearScreen(container, () => {
      void Promise.all([import('swiper'), import('swiper/modules')]).then(([swiperModule, modules]) => {
        if (!cancelled) start(swiperModule.default, modules);
      });
    });
    return () => {
      cancelled = true;
      cancelLoad();
      swiperRef.current?.destroy(true, false);
      swiperRef.current = null;
    };
  }, [id, label, effect, autoplayMs, text.previous, text.next, text.goTo, text.slideOf]);

  // Focus inside the carousel pauses autoplay; leaving resumes it unless the visitor paused it.
  function onFocus() {
    if (swiperRef.current?.autoplay?.running) swiperRef.current.autoplay.stop();
  }
  function onBlur(event: FocusEvent<HTMLDivElement>) {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    if (autoplayMs && !pausedByVisitor.current) swiperRef.current?.autoplay?.start();
  }

  function togglePlaying() {
    const autoplay = swiperRef.current?.autoplay;
    if (!autoplay) return;
    pausedByVisitor.current = playing;
    if (playing) autoplay.stop();
    else autoplay.start();
    setPlaying(!playing);
  }

  const controlClass = clsx(
    'flex size-11 items-center justify-center rounded-full border-2 transition-colors disabled:opacity-40',
    onDark ? 'border-white/70 text-white hover:bg-white/10' : 'border-leaf-700 text-leaf-700 hover:bg-leaf-100',
  );
  const coverflow = effect === 'coverflow';

  return (
    <div className="carousel" data-ready={ready ? 'true' : 'false'} onFocus={onFocus} onBlur={onBlur}>
      <div
        ref={containerRef}
        id={`${id}-swiper`}
        className={clsx('swiper', coverflow ? 'carousel-coverflow' : 'carousel-slide')}
        role="group"
        aria-roledescription="carousel"
        aria-label={label}
      >
        {/* A scroll region must be reachable by keyboard, so the strip is a tab stop while it scrolls (before
            swiper takes over, and with JavaScript off). Once swiper moves it, the arrows and dots do that
            job, and an unnamed stop in the tab order would only be noise. */}
        <div className="swiper-wrapper" tabIndex={ready ? undefined : 0}>
          {slides.map((slide, index) => (
            <div key={slide.title} className="swiper-slide" role="group" aria-roledescription="slide" aria-label={fill(text.slideOf, { index: index + 1, total: slides.length })}>
              <figure className={clsx('h-full overflow-hidden rounded-3xl', onDark ? 'bg-white/5 ring-1 ring-white/15' : 'bg-white shadow-card')}>
                <ContentImage image={slide.image} className="w-full" eager={index === 0} />
                <figcaption className="p-5 sm:p-6">
                  <h3 className={clsx('font-display text-xl font-bold', onDark ? 'text-white' : 'text-forest-900')}>{slide.title}</h3>
                  <p className={clsx('mt-2 leading-relaxed', onDark ? 'text-white/85' : 'text-muted')}>{slide.content}</p>
                </figcaption>
              </figure>
            </div>
          ))}
        </div>
      </div>
      <div className="carousel-controls mt-6 flex items-center justify-center gap-2 sm:gap-4">
        <button type="button" id={`${id}-prev`} className={controlClass} aria-label={text.previous}>
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <div id={`${id}-pagination`} className={clsx('carousel-pagination flex flex-wrap items-center justify-center sm:gap-1', onDark && 'on-dark')} />
        <button type="button" id={`${id}-next`} className={controlClass} aria-label={text.next}>
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
        {autoplayMs ? (
          <button type="button" className={controlClass} aria-label={playing ? text.pause : text.play} onClick={togglePlaying}>
            {playing ? <Pause aria-hidden="true" className="size-5" /> : <Play aria-hidden="true" className="size-5" />}
          </button>
        ) : null}
      </div>
    </div>
  );
}
