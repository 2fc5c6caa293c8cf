import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { getMenus } from '@/lib/content';
import { paths } from '@/lib/routes';
import { PageLink } from '@/components/ui/page-link';
import { AnnouncementBar } from './announcement-bar';
import { Header } from './header';
import { Footer } from './footer';
import { FloatingButtons } from './floating-buttons';
import { Logo } from './logo';

/**
 * The frame of every page: skip link, announcement bar, header, the page's main, footer and the floating
 * buttons. The `minimal` variant (the contact page) has no header and no footer, only a way home.
 */
export async function SiteShell({ children, variant = 'full' }: { children: ReactNode; variant?: 'full' | 'minimal' }) {
  const menus = await getMenus();
  return (
    <>
      <a href="#main" className="sr-only z-50 rounded bg-white px-4 py-2 font-semibold text-forest-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2">
        Skip to content
      </a>
      <AnnouncementBar />
      {variant === 'full' ? (
        <Header menu={menus.main} />
      ) : (
        <nav aria-label="Back to the site" className="border-b border-forest-900/10 bg-white">
          <div className="container-content flex min-h-16 items-center justify-between gap-4 py-2">
            <Logo />
            <PageLink href={paths.home} className="inline-flex min-h-11 items-center gap-2 font-semibold text-leaf-700 hover:underline">
              <ArrowLeft aria-hidden="true" className="size-4" />
              Back to home
            </PageLink>
          </div>
        </nav>
      )}
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      {variant === 'full' ? <Footer explore={menus.footerExplore} more={menus.footerMore} /> : null}
      <FloatingButtons />
    </>
  );
}
