import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getPage, getPages, type Page } from '@/lib/content';
import { DEDICATED_SLUGS } from '@/lib/routes';
import { metadataFor } from '@/lib/seo/metadata';
import { PageView } from '@/components/page/page-view';

/**
 * Every page document without a route folder of its own (company pages, services, products), built from
 * its document in content/ or Firestore. Adding a page is adding a document; unknown slugs are the 404 page.
 */
export const dynamicParams = false;

const dedicated = new Set<string>(DEDICATED_SLUGS);

export async function generateStaticParams() {
  return (await getPages()).filter((page) => !dedicated.has(page.slug)).map((page) => ({ slug: page.slug }));
}

type Props = { params: Promise<{ slug: string }> };

async function pageOrNotFound(slug: string): Promise<Page> {
  const page = dedicated.has(slug) ? undefined : await getPage(slug);
  if (!page) notFound();
  return page;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return metadataFor(await pageOrNotFound((await params).slug));
}

export default async function ContentPage({ params }: Props) {
  return <PageView page={await pageOrNotFound((await params).slug)} />;
}
