import Link from 'next/link';
import { site } from '@/content/site';

/** The brand logo linking home. `light` is the variant for dark surfaces. */
export function Logo({ light = false, className = '' }: { light?: boolean; className?: string }) {
  // The dark-surface variant lives in the footer, far below the fold.
  return (
    <Link href="/" className={`inline-flex shrink-0 items-center ${className}`}>
      {/* eslint-disable-next-line @next/next/no-img-element -- a 2 KB SVG needs no image pipeline */}
      <img
        src={light ? '/assets/art/logo-light.svg' : '/assets/art/logo.svg'}
        alt={`${site.brand} home`}
        width={200}
        height={48}
        loading={light ? 'lazy' : undefined}
        className="h-10 w-auto sm:h-12"
      />
    </Link>
  );
}
