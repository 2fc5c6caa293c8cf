import { site } from '@/content/site';
import { PageLink } from '@/components/ui/page-link';

/** The brand logo linking to the home page of its language (`href`, `alt`). `light` is the variant for dark surfaces. */
export function Logo({ light = false, className = '', href = '/', alt = `${site.brand} home` }: { light?: boolean; className?: string; href?: string; alt?: string }) {
  // The dark-surface variant lives in the footer, far below the fold.
  return (
    <PageLink href={href} className={`inline-flex shrink-0 items-center ${className}`}>
      {/* eslint-disable-next-line @next/next/no-img-element -- a 3 KB SVG needs no image pipeline */}
      <img
        src={light ? '/assets/art/logo-light.svg' : '/assets/art/logo.svg'}
        alt={alt}
        // The logo files' size (scripts/logo-wordmark.ts writes them).
        width={167}
        height={48}
        loading={light ? 'lazy' : undefined}
        // Smallest under 360 px, where the header's four buttons leave it 80 px (a 320 px phone, or 200% zoom).
        className="h-6 w-auto min-[360px]:h-8 min-[420px]:h-10 sm:h-12"
      />
    </PageLink>
  );
}
