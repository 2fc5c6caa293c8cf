import { PageLink } from '@/components/ui/page-link';
import type { Metadata } from 'next';
import { Home, MessageCircle } from 'lucide-react';
import { Logo } from '@/components/layout/logo';
import { exploreLinks } from '@/content/navigation';
import { site } from '@/content/site';

export const metadata: Metadata = {
  title: 'Page not found',
  description: `The page you asked for is not on the ${site.brand} website.`,
  robots: { index: false },
};

/**
 * Unknown paths, served with status 404. Deliberately light: Next embeds the root not-found element in
 * every page's payload, so the full header and footer here would double the size of every page.
 */
export default function NotFound() {
  return (
    <>
      <header className="border-b border-forest-900/10 bg-white">
        <div className="container-content flex min-h-16 items-center py-2">
          <Logo />
        </div>
      </header>
      <main id="main" className="section">
        <div className="container-content grid items-center gap-10 md:grid-cols-2">
          <div>
            <p className="eyebrow mb-2">Error 404</p>
            <h1 className="text-4xl font-extrabold sm:text-5xl">This field is empty</h1>
            <p className="mt-4 text-lg leading-relaxed text-muted">
              We could not find the page you were looking for. It may have moved, or the address may have a typo. These pages are a good place to start again:
            </p>
            <nav aria-label="Popular pages">
              <ul className="mt-6 flex flex-wrap gap-2">
                {exploreLinks.map((link) => (
                  <li key={link.label}>
                    <PageLink href={link.href} className="inline-flex min-h-11 items-center rounded-full border border-forest-900/15 bg-white px-4 font-semibold text-forest-900 hover:border-leaf-700">
                      {link.label}
                    </PageLink>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="mt-8 flex flex-wrap gap-3">
              <PageLink href="/" className="btn-primary">
                <Home aria-hidden="true" className="size-4" />
                Go to the home page
              </PageLink>
              <PageLink href={'/contact'} className="btn-outline">
                <MessageCircle aria-hidden="true" className="size-4" />
                Ask us instead
              </PageLink>
            </div>
          </div>
          {/* eslint-disable-next-line @next/next/no-img-element -- small SVG illustration */}
          <img src="/assets/art/not-found.svg" alt="" width={480} height={320} loading="lazy" className="mx-auto h-auto w-full max-w-md" />
        </div>
      </main>
    </>
  );
}
