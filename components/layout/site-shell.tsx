import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { getMenus } from '@/lib/content';
import { dictionaryFor, searchWords } from '@/content/i18n';
import { fill, type Lang } from '@/lib/i18n';
import { site } from '@/content/site';
import { localePath, paths } from '@/lib/routes';
import { PageLink } from '@/components/ui/page-link';
import { AnnouncementBar } from './announcement-bar';
import { Header } from './header';
import { Footer } from './footer';
import { FloatingButtons } from './floating-buttons';
import { LanguageMenu } from './language-menu';
import { languageOptions } from './language-options';
import { Logo } from './logo';
import { formWords } from '@/components/forms/form-words.server';
import { SearchLauncher } from '@/components/search/search-launcher';
import { OutboxDelivery } from '@/components/forms/outbox-delivery';
import { ServiceWorkerRegistration } from './service-worker';
import { StaticHtml } from '@/components/ui/static-html';

/**
 * The frame of every page, in the page's language: skip link, announcement bar, header, the page's main,
 * footer and the floating buttons. The `minimal` variant (the contact page) has no header and no footer,
 * only a way home, search and the language switch.
 */
export async function SiteShell({ children, lang = 'en', variant = 'full' }: { children: ReactNode; lang?: Lang; variant?: 'full' | 'minimal' }) {
  const [menus, languages] = await Promise.all([getMenus(lang), languageOptions()]);
  const words = dictionaryFor(lang);
  const t = words.shell;
  const helpline = { hours: words.facts.helplineHours, languages: words.facts.helplineLanguages };
  const home = localePath(paths.home, lang);
  return (
    <>
      {/* It shows over whatever tops the page (the gold bar, a dark banner): a two-tone ring, dark on its white box with a
          white halo outside, stands out on any of them, where the page's gold or green ring would not. */}
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 font-semibold text-forest-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:px-4 focus:py-2 focus-visible:shadow-[0_0_0_6px_var(--color-white)] focus-visible:outline-offset-0 focus-visible:outline-forest-900"
      >
        {t.skipToContent}
      </a>
      <StaticHtml>
        <AnnouncementBar text={t} helpline={helpline} />
      </StaticHtml>
      {variant === 'full' ? (
        <Header menu={menus.main} lang={lang} words={words} languages={languages} />
      ) : (
        <nav aria-label={t.backToSite} className="border-b border-forest-900/10 bg-white">
          <div className="container-content flex min-h-16 flex-wrap items-center justify-between gap-4 py-2">
            <Logo href={home} alt={fill(t.logoHome, { brand: site.brand })} />
            <div className="flex flex-wrap items-center gap-4">
              <PageLink href={home} className="inline-flex min-h-11 items-center gap-2 font-semibold text-leaf-700 hover:underline">
                <ArrowLeft aria-hidden="true" className="size-4" />
                {t.backHome}
              </PageLink>
              <SearchLauncher lang={lang} words={searchWords(lang)} />
              <LanguageMenu lang={lang} options={languages} />
            </div>
          </div>
        </nav>
      )}
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      {variant === 'full' ? <Footer lang={lang} text={t} explore={menus.footerExplore} more={menus.footerMore} /> : null}
      <FloatingButtons lang={lang} text={t} feedbackText={formWords(lang)} closeLabel={words.sections.close} />
      <OutboxDelivery />
      <ServiceWorkerRegistration />
    </>
  );
}
