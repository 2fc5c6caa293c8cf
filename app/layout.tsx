import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { site } from '@/content/site';
import { siteUrl } from '@/lib/env';
import { paletteColour } from '@/lib/palette';
import { devanagari, inter, jakarta } from './fonts';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { RouteLoading } from '@/components/layout/route-loading';
import { AdvertisingPixel } from '@/components/analytics/advertising-pixel';
import { ConsentBanner } from '@/components/analytics/consent-banner';
import { WebVitals } from '@/components/analytics/web-vitals';
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
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-IN" className={`${inter.variable} ${jakarta.variable} ${devanagari.variable}`}>
      <body>
        <ScrollToTop />
        <RouteLoading />
        <WebVitals />
        <AdvertisingPixel />
        {children}
        <ConsentBanner />
      </body>
    </html>
  );
}
