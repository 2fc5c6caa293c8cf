import type { ReactNode } from 'react';
import { preload } from 'react-dom';
import { devanagariPageFont, devanagariSwitchFont } from '@/lib/fonts/devanagari';
import { HTML_LANG, language, type Lang } from '@/lib/i18n';
import { localePath, paths } from '@/lib/routes';
import { dictionaryFor } from '@/content/i18n';
import { latinFontsCss } from '@/lib/fonts/latin';
import { NoScriptStyles } from './no-script-styles';
import { StuckPageFallback } from './stuck-page-fallback';
import { EarlyTapCatcher } from './early-tap-catcher';
import { BrandFonts, brandFontUrls } from './brand-fonts';
import { BrandFontsForLaterPages } from './brand-fonts-for-later-pages';
import { ScrollToTop } from './scroll-to-top';
import { RouteLoading } from './route-loading';
import { PageAnalytics } from '@/components/analytics/page-analytics';

/**
 * Preloads a cut font of /fonts/ (fonts are fetched in CORS mode, so the preload must be too, or it goes
 * unused). Every font the first screen sets is preloaded, so each is there for the first layout: a font
 * that arrives later makes the browser lay out again every element whose font stack names it. The brand's
 * Latin fonts are set only once cached, and their script preloads them then (lib/brand-fonts.ts).
 */
export const preloadFont = (url: string) => preload(url, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });

/**
 * The <html> and <body> of a page in one language: its `lang`, its fonts, and the page-wide islands
 * (scroll reset, the 'Loading' indicator, and the analytics: web vitals, the consent banner). Each language's layout renders
 * it, so an English page is `lang="en-IN"` and a Marathi page `lang="mr"` in the prerendered HTML, and the
 * Devanagari font only where the page's language is written in it (lib/fonts/devanagari.ts).
 */
export function Document({ lang, children }: { lang: Lang; children: ReactNode }) {
  const t = dictionaryFor(lang).shell;
  // Pages in a Devanagari language get the Devanagari font; the others only the letters of the language
  // switch, whose preload is the English layouts': the root 404 page renders this document, in English,
  // inside every page's payload, and what it preloads reaches every page's head too.
  const isDevanagari = language(lang).script === 'devanagari';
  if (isDevanagari) preloadFont(devanagariPageFont.url);
  const devanagari = isDevanagari ? devanagariPageFont : devanagariSwitchFont;
  return (
    // The head's BrandFonts script may mark <html> before React hydrates it (lib/brand-fonts.ts).
    <html lang={HTML_LANG[lang]} suppressHydrationWarning>
      {/* eslint-disable-next-line @next/next/no-head-element -- rendered by the app router's root layouts, where <head> is how a layout adds to the head; next/head is the pages router's */}
      <head>
        {/* The first paint waits until the parser reaches the page's <main>: a slow phone otherwise paints a
            header parsed halfway, whose rows then grow and move (layout shifts of up to 0.02 at 6x CPU).
            `blocking` is not in React's types yet; browsers without it paint as before. */}
        <link rel="expect" href="#main" {...{ blocking: 'render' }} />
        <StuckPageFallback />
        <EarlyTapCatcher />
        <BrandFonts />
        <NoScriptStyles />
      </head>
      <body>
        <style href={`fonts-${lang}`} precedence="default">
          {latinFontsCss + devanagari.css}
        </style>
        <ScrollToTop />
        <BrandFontsForLaterPages urls={brandFontUrls} />
        <RouteLoading label={t.loading} />
        {children}
        <PageAnalytics
          consentText={{
            region: t.cookieRegion,
            question: t.cookieQuestion,
            policyLead: t.cookiePolicyLead,
            policyTail: t.cookiePolicyTail,
            policyLink: t.cookiePolicyLink,
            decline: t.decline,
            accept: t.accept,
          }}
          policyHref={localePath(paths.policy, lang)}
        />
      </body>
    </html>
  );
}
