import type { ReactNode } from 'react';
import { BANNER_HEIGHT, BANNER_WIDTH } from '@/lib/constants';

export interface BannerProps {
  /** 1900×500 art under /assets (spec section 9). */
  image: string;
  heading: string;
  subheading: string;
  eyebrow?: string;
  children?: ReactNode;
}

/**
 * The page banner: the page's one h1 over its art. The image is eagerly loaded with high priority
 * (it is the largest paint above the fold) and sits in a box of fixed minimum height, so nothing shifts.
 */
export function Banner({ image, heading, subheading, eyebrow, children }: BannerProps) {
  return (
    <section className="relative isolate overflow-hidden bg-forest-900 text-white">
      {/* eslint-disable-next-line @next/next/no-img-element -- art is pre-sized SVG; next/image adds nothing in an export */}
      <img src={image} alt="" width={BANNER_WIDTH} height={BANNER_HEIGHT} fetchPriority="high" className="absolute inset-0 -z-10 h-full w-full object-cover object-right" />
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-r from-forest-900/95 via-forest-900/80 to-forest-900/20" />
      <div className="container-content flex min-h-[320px] flex-col justify-center py-12 sm:min-h-[380px] lg:min-h-[420px]">
        <div className="max-w-2xl">
          {eyebrow ? <p className="mb-3 text-sm font-semibold tracking-wide text-gold-400 uppercase">{eyebrow}</p> : null}
          <h1 className="text-3xl leading-tight font-extrabold text-white sm:text-4xl lg:text-5xl">{heading}</h1>
          <p className="mt-4 text-lg leading-relaxed text-white/90 sm:text-xl">{subheading}</p>
          {children ? <div className="mt-7 flex flex-wrap gap-3">{children}</div> : null}
        </div>
      </div>
    </section>
  );
}
