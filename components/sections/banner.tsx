import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import type { Image } from '@/lib/content/schema';
import { BANNER_HEIGHT, BANNER_WIDTH } from '@/lib/content/layout';
import { inlineSvg } from '@/lib/content/inline-svg';
import { StaticHtml } from '@/components/ui/static-html';

interface BannerProps {
  /** Wide art (1900×500) behind the heading, or an illustration beside it in the split layout. */
  image?: Image;
  layout?: 'cover' | 'split';
  heading: string;
  subheading: string;
  eyebrow?: string;
  children?: ReactNode;
  /** The art as an image file, not written inline, at low fetch priority (the 404 element: see SectionContext.bannerArt). */
  artAsFile?: boolean;
}

function Heading({ heading, subheading, eyebrow, children, large }: Pick<BannerProps, 'heading' | 'subheading' | 'eyebrow' | 'children'> & { large: boolean }) {
  return (
    <>
      {eyebrow ? <p className="mb-3 text-sm font-semibold text-gold-400">{eyebrow}</p> : null}
      <h1 className={clsx('leading-tight font-extrabold text-white', large ? 'text-4xl sm:text-5xl lg:text-6xl lg:leading-[1.1]' : 'text-3xl sm:text-4xl lg:text-5xl')}>
        {heading}
      </h1>
      <p className="mt-4 text-lg leading-relaxed text-white/90 sm:text-xl">{subheading}</p>
      {children ? <div className="mt-7 flex flex-wrap gap-3">{children}</div> : null}
    </>
  );
}

/**
 * The page banner, which carries the page's one h1. A site drawing is written inline, so it paints with the
 * heading at first paint instead of waiting behind the page's scripts; any other image is eagerly loaded with
 * high priority. Either sits in a box of fixed size, so nothing shifts. The inline drawing is kept as
 * prerendered (StaticHtml) even in a banner that hydrates for its brochure button, so React creates none of
 * its elements, up to 10 KB of markup, while the page hydrates.
 * The 404 element (`artAsFile`) is in every page's payload, so its art stays a file, fetched only where the
 * 404 page is shown: not lazy there (it is that page's largest element), but of low fetch priority, since React
 * preloads, on every page, any image of that element that is neither lazy nor low.
 */
export function Banner({ image, layout = 'cover', heading, subheading, eyebrow, children, artAsFile = false }: BannerProps) {
  const loading = artAsFile ? ({ fetchPriority: 'low' } as const) : ({ fetchPriority: 'high' } as const);
  const art = image && !artAsFile ? inlineSvg(image.src) : null;
  if (layout === 'split' && image) {
    return (
      <section className="relative overflow-hidden bg-forest-900 text-white">
        <div className="container-content grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-[1.05fr_1fr] lg:py-20">
          <div>
            <Heading heading={heading} subheading={subheading} eyebrow={eyebrow} large>
              {children}
            </Heading>
          </div>
          {art ? (
            <div className="overflow-hidden rounded-3xl shadow-2xl ring-1 ring-white/10">
              <StaticHtml>
                <svg
                  role="img"
                  aria-label={image.alt}
                  viewBox={art.viewBox}
                  width={image.width}
                  height={image.height}
                  className="block h-auto w-full"
                  dangerouslySetInnerHTML={{ __html: art.markup }}
                />
              </StaticHtml>
            </div>
          ) : (
            // eslint-disable-next-line @next/next/no-img-element -- pre-sized SVG art
            <img src={image.src} alt={image.alt} width={image.width} height={image.height} {...loading} className="h-auto w-full rounded-3xl shadow-2xl ring-1 ring-white/10" />
          )}
        </div>
      </section>
    );
  }
  return (
    <section className="relative isolate overflow-hidden bg-forest-900 text-white">
      {image ? (
        <>
          {art ? (
            <StaticHtml>
              {/* Cover and keep the right edge in view, as object-cover object-right does for an <img>. */}
              <svg
                aria-hidden="true"
                focusable="false"
                viewBox={art.viewBox}
                preserveAspectRatio="xMaxYMid slice"
                className="absolute inset-0 -z-10 h-full w-full"
                dangerouslySetInnerHTML={{ __html: art.markup }}
              />
            </StaticHtml>
          ) : (
            // eslint-disable-next-line @next/next/no-img-element -- art is pre-sized SVG; next/image adds nothing in an export
            <img src={image.src} alt="" width={BANNER_WIDTH} height={BANNER_HEIGHT} {...loading} className="absolute inset-0 -z-10 h-full w-full object-cover object-right" />
          )}
          {/* The text's backdrop. Below lg the text runs across the whole art, so the shade is even, and dark enough
              (90%) that the gold eyebrow stays above 4.5:1 even over white art; from lg the text keeps to the left
              half and the art shows through on the right. */}
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-forest-900/90 lg:bg-transparent lg:bg-gradient-to-r lg:from-forest-900/95 lg:via-forest-900/80 lg:to-forest-900/20"
          />
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
