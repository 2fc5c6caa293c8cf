import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { site } from '@/content/site';
import { siteUrl } from '@/lib/env';
import { paletteColour } from '@/lib/palette';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl),
  title: { default: `${site.brand}: ${site.tagline}`, template: `%s | ${site.brand}` },
  description: site.description,
  applicationName: site.brand,
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  themeColor: paletteColour('forest-900'),
  width: 'device-width',
  initialScale: 1,
  // The page may run under an iPhone's home indicator and notch, so env(safe-area-inset-*) has values:
  // the bottom bar of quick actions and the dialog sheet pad themselves by it, the body by the side ones.
  viewportFit: 'cover',
};

/**
 * The root passes its children through: each language renders its own <html> (components/layout/document),
 * because `lang` must be in the prerendered HTML and one root layout cannot know which language a route is.
 * English lives in app/(en), Hindi in app/hi; the root 404 page renders the English document itself.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
