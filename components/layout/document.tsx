import type { ReactNode } from 'react';
import { preload } from 'react-dom';
import { devanagariPageFont, devanagariSwitchFont } from '@/lib/fonts/devanagari';
import { HTML_LANG, type Lang } from '@/lib/i18n';
import { localePath, paths } from '@/lib/routes';
import { dictionaryFor } from '@/content/i18n';
import { interFont, latinFontsCss } from '@/lib/fonts/latin';
import { NoScriptStyles } from './no-script-styles';
import { StuckPageFallback } from './stuck-page-fallback';
import { EarlyTapCatcher } from './early-tap-catcher';
import { ScrollToTop } from './scroll-to-top';
import { RouteLoading } from './route-loading';
import { PageAnalytics } from '@/components/analytics/page-analytics';

/** A cut font of /fonts/ (fonts are fetched in CORS mode, so the preload must be too, or it goes unused). */
const preloadFont = (url: string) => preload(url, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });

/**
 * The <html> and <body> of a page in one language: its `lang`, its fonts, and the page-wide islands
 * (scroll reset, the 'Loading' indicator, and the analytics: web vitals, the consent banner). Each language's layout renders
 * it, so an English page is `lang="en-IN"` and a Hindi page `lang="hi"` in the prerendered HTML, and the
 * Devanagari font only where Hindi is the page's language (lib/fonts/devanagari.ts).
 */
export function Document({ lang, children }: { lang: Lang; children: ReactNode }) {
  const t = dictionaryFor(lang).shell;
  // The text's font, on every page (lib/fonts/latin.ts); Hindi pages' text is Devanagari first.
  preloadFont(interFont.url);
  if (lang === 'hi') preloadFont(devanagariPageFont.url);
  // Hindi pages get the Devanagari font, preloaded; English ones only the letters of the language switch.
  const devanagariCss = lang === 'hi' ? devanagariPageFont.css : devanagariSwitchFont.css;
  return (
    <html lang={HTML_LANG[lang]}>
      {/* eslint-disable-next-line @next/next/no-head-element -- rendered by the app router's root layouts, where <head> is how a layout adds to the head; next/head is the pages router's */}
      <head>
        <StuckPageFallback />
        <EarlyTapCatcher />
        <NoScriptStyles />
      </head>
      <body>
        <style href={`fonts-${lang}`} precedence="default">
          {latinFontsCss + devanagariCss}
        </style>
        <ScrollToTop />
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
