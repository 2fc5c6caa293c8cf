import type { MetadataRoute } from 'next';
import { site } from '@/content/site';
import { HTML_LANG } from '@/lib/i18n';
import { paletteColour } from '@/lib/palette';

export const dynamic = 'force-static';

/** The icons, drawn from the logo: square and rounded for "any" use, and a full-bleed one the phone may crop to its own shape. */
const ICONS = '/assets/icons';

/**
 * manifest.webmanifest: what a phone needs to install the site as an app (Android Chrome's "Install app"):
 * its names, where it starts, its colours from the palette, and its icons.
 */
export default function manifest(): MetadataRoute.Manifest {
  return {
    id: '/',
    name: `${site.brand}: ${site.tagline}`,
    short_name: site.brand,
    description: site.description,
    lang: HTML_LANG.en,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: paletteColour('paper'),
    theme_color: paletteColour('forest-900'),
    categories: ['agriculture', 'business', 'weather'],
    icons: [
      { src: `${ICONS}/icon-192.png`, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: `${ICONS}/icon-512.png`, sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: `${ICONS}/icon-maskable-512.png`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
