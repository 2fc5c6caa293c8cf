import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getHindiPages, getPages, type Page } from '@/lib/content';
import type { Lang } from '@/lib/i18n';
import { setRequestLang } from '@/lib/request-lang';
import { DEDICATED_SLUGS } from '@/lib/routes';
import { metadataFor } from '@/lib/seo/metadata';
import { PageView } from './page-view';

type Props = { params: Promise<{ slug: string }> };

const dedicated = new Set<string>(DEDICATED_SLUGS);

/**
 * The `[slug]` route of a language: every page document of that language without a route folder of its
 * own (company pages, services, products), one static page each. Adding a page is adding a document;
 * an unknown slug is the 404 page. The Hindi pages are read through the edition check, so a missing
 * listed page fails the build.
 */
export function contentRoute(lang: Lang) {
  const pages = (): Promise<Page[]> => (lang === 'en' ? getPages('en') : getHindiPages());

  async function pageOrNotFound(slug: string): Promise<Page> {
    const page = dedicated.has(slug) ? undefined : (await pages()).find((candidate) => candidate.slug === slug);
    if (!page) notFound();
    return page;
  }

  return {
    async generateStaticParams() {
      return (await pages()).filter((page) => !dedicated.has(page.slug)).map((page) => ({ slug: page.slug }));
    },
    async generateMetadata({ params }: Props): Promise<Metadata> {
      return metadataFor(await pageOrNotFound((await params).slug));
    },
    async Page({ params }: Props) {
      setRequestLang(lang);
      return <PageView page={await pageOrNotFound((await params).slug)} />;
    },
  };
}
