import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getContentPage, getContentPages, type Page } from '@/lib/content';
import { pageMetadata } from '@/lib/seo/metadata';
import { productJsonLd, serviceJsonLd } from '@/lib/seo/jsonld';
import { JsonLd } from '@/components/seo/json-ld';
import { PageSections } from '@/components/sections/section-renderer';

/**
 * Every service and product page, built from its content document (content/services, content/products,
 * or Firestore). Adding a page is adding a document; unknown slugs are the 404 page.
 */
export const dynamicParams = false;

export async function generateStaticParams() {
  return (await getContentPages()).map((page) => ({ slug: page.slug }));
}

type Props = { params: Promise<{ slug: string }> };

async function pageOrNotFound(slug: string): Promise<Page> {
  const page = await getContentPage(slug);
  if (!page) notFound();
  return page;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await pageOrNotFound((await params).slug);
  return pageMetadata({ title: page.title, description: page.description, path: `/${page.slug}` });
}

function structuredData(page: Page) {
  const path = `/${page.slug}`;
  return page.kind === 'service'
    ? serviceJsonLd({ name: page.title, serviceType: page.serviceType, description: page.description, path })
    : productJsonLd({ name: page.title, productType: page.productType, description: page.description, path, image: page.image });
}

export default async function ContentPage({ params }: Props) {
  const page = await pageOrNotFound((await params).slug);
  return (
    <>
      <JsonLd data={structuredData(page)} />
      <PageSections sections={page.sections} />
    </>
  );
}
