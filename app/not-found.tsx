import type { Metadata } from 'next';
import { requirePage } from '@/lib/content';
import { dedicatedSlugs } from '@/lib/routes';
import { Document } from '@/components/layout/document';
import { NotFoundView } from '@/components/page/not-found-view';

/** The 404 page's words come from its document (pages/not-found); Next itself marks it noindex. */
export async function generateMetadata(): Promise<Metadata> {
  const page = await requirePage(dedicatedSlugs.notFound);
  return { title: page.title, description: page.description };
}

/** Unknown paths, served with status 404, in English (the root layout leaves the <html> to each language). */
export default function NotFound() {
  return (
    <Document lang="en">
      <NotFoundView lang="en" />
    </Document>
  );
}
