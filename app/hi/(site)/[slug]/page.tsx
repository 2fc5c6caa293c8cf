import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getHindiPages, type Page } from '@/lib/content';
import { setRequestLang } from '@/lib/request-lang';
import { DEDICATED_SLUGS } from '@/lib/routes';
import { metadataFor } from '@/lib/seo/metadata';
import { PageView } from '@/components/page/page-view';

/**
 * Every Hindi page document without a route folder of its own, at /hi/ + its English path. Translating a
 * page is adding its `<slug>.hi` document; a page without one is not published in Hindi.
 */
export const dynamicParams = false;

const dedicated = new Set<string>(DEDICATED_SLUGS);

export async function generateStaticParams() {
  return (await getHindiPages()).filter((page) => !dedicated.has(page.slug)).map((page) => ({ slug: page.slug }));
}

type Props = { params: Promise<{ slug: string }> };

async function pageOrNotFound(slug: string): Promise<Page> {
  const page = dedicated.has(slug) ? undefined : (await getHindiPages()).find((candidate) => candidate.slug === slug);
  if (!page) notFound();
  return page;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return metadataFor(await pageOrNotFound((await params).slug));
}

export default async function HindiContentPage({ params }: Props) {
  setRequestLang('hi');
  return <PageView page={await pageOrNotFound((await params).slug)} />;
}
