import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import type { Image } from '@/lib/content/schema';
import { BANNER_HEIGHT, BANNER_WIDTH } from '@/lib/constants';

interface BannerProps {
  /** Wide art (1900×500) behind the heading, or an illustration beside it in the split layout. */
  image?: Image;
  layout?: 'cover' | 'split';
  heading: string;
  subheading: string;
  eyebrow?: string;
  children?: ReactNode;
  /** Load the art lazily, never preloaded (the 404 element: see SectionContext.bannerArt). */
  lazyArt?: boolean;
}

function Heading({ heading, subheading, eyebrow, children, large }: Pick<BannerProps, 'heading' | 'subheading' | 'eyebrow' | 'children'> & { large: boolean }) {
  return (
    <>
      {eyebrow ? <p className="mb-3 text-sm font-semibold tracking-wide text-gold-400 uppercase">{eyebrow}</p> : null}
      <h1 className={clsx('leading-tight font-extrabold text-white', large ? 'text-4xl sm:text-5xl lg:text-6xl lg:leading-[1.1]' : 'text-3xl sm:text-4xl lg:text-5xl')}>
        {heading}
      </h1>
      <p className="mt-4 text-lg leading-relaxed text-white/90 sm:text-xl">{subheading}</p>
      {children ? <div className="mt-7 flex flex-wrap gap-3">{children}</div> : null}
    </>
  );
}

/**
 * The page banner, which carries the page's one h1. Its art is eagerly loaded with high priority (the
 * largest paint above the fold; `lazyArt` for the 404 element) and sits in a box of fixed size, so nothing shifts when it arrives.
 */
export function Banner({ image, layout = 'cover', heading, subheading, eyebrow, children, lazyArt = false }: BannerProps) {
  const loading = lazyArt ? ({ loading: 'lazy' } as const) : ({ fetchPriority: 'high' } as const);
  if (layout === 'split' && image) {
    return (
      <section className="relative overflow-hidden bg-forest-900 text-white">
        <div className="container-content grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-[1.05fr_1fr] lg:py-20">
          <div>
            <Heading heading={heading} subheading={subheading} eyebrow={eyebrow} large>
              {children}
            </Heading>
          </div>
          {/* eslint-disable-next-line @next/next/no-img-element -- pre-sized SVG art */}
          <img src={image.src} alt={image.alt} width={image.width} height={image.height} {...loading} className="h-auto w-full rounded-3xl shadow-2xl ring-1 ring-white/10" />
        </div>
      </section>
    );
  }
  return (
    <section className="relative isolate overflow-hidden bg-forest-900 text-white">
      {image ? (
        <>
          {/* eslint-disable-next-line @next/next/no-img-element -- art is pre-sized SVG; next/image adds nothing in an export */}
          <img src={image.src} alt="" width={BANNER_WIDTH} height={BANNER_HEIGHT} {...loading} className="absolute inset-0 -z-10 h-full w-full object-cover object-right" />
          <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-r from-forest-900/95 via-forest-900/80 to-forest-900/20" />
        </>
      ) : null}
      <div className={clsx('container-content flex flex-col justify-center py-12', image ? 'min-h-[320px] sm:min-h-[380px] lg:min-h-[420px]' : 'sm:py-16')}>
        <div className="max-w-2xl">
          <Heading heading={heading} subheading={subheading} eyebrow={eyebrow} large={false}>
            {children}
          </Heading>
        </div>
      </div>
    </section>
  );
}
