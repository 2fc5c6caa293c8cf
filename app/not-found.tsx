import type { Metadata } from 'next';
import { requirePage } from '@/lib/content';
import { dedicatedSlugs } from '@/lib/routes';
import { Logo } from '@/components/layout/logo';
import { PageSections } from '@/components/sections/section-renderer';

/** The 404 page's words come from its document (pages/not-found); it is never indexed. */
export async function generateMetadata(): Promise<Metadata> {
  const page = await requirePage(dedicatedSlugs.notFound);
  return { title: page.title, description: page.description, robots: { index: false } };
}

/**
 * Unknown paths, served with status 404. Deliberately light (a logo, not the whole shell): Next embeds
 * the root not-found element in every page's payload.
 */
export default async function NotFound() {
  const page = await requirePage(dedicatedSlugs.notFound);
  return (
    <>
      <header className="border-b border-forest-900/10 bg-white">
        <div className="container-content flex min-h-16 items-center py-2">
          <Logo />
        </div>
      </header>
      <main id="main">
        <PageSections sections={page.sections} />
      </main>
    </>
  );
}
