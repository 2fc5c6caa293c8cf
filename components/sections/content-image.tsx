import type { Image } from '@/lib/content/schema';

/** An illustration from content: sized (no layout shift) and lazy, since sections sit below the banner. */
export function ContentImage({ image, className = '', eager = false }: { image: Image; className?: string; eager?: boolean }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- pre-sized SVG art; the export has no image optimiser
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={eager ? undefined : 'lazy'}
      decoding="async"
      className={`h-auto max-w-full ${className}`}
    />
  );
}
