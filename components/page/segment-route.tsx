import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getEditionPages, requirePage, type Page } from '@/lib/content';
import { DEFAULT_LANG, isLang, TRANSLATIONS, type Lang } from '@/lib/i18n';
import { setRequestLang } from '@/lib/request-lang';
import { DEDICATED_SLUGS, dedicatedSlugs } from '@/lib/routes';
import { metadataFor } from '@/lib/seo/metadata';
import { PageView } from './page-view';

/**
 * The routes under app/[segment]: a path's first segment is a translation's code ("/mr", "/mr/ecrop") or
 * an English page's slug ("/ecrop"). Every page document without a route folder of its own is one static
 * page; adding a page is adding a document, adding a language is a line in content/languages.ts. A
 * translation's pages are read through the edition check, so a missing listed page fails the build.
 */

/** The language of the pages under a first segment: the translation it names, else English. */
export function segmentLang(segment: string): Lang {
  return isLang(segment) && segment !== DEFAULT_LANG ? segment : DEFAULT_LANG;
}

/** One static page per translation ("/mr/contact", "/mr/404"). */
export async function translationParams(): Promise<Array<{ segment: string }>> {
  return TRANSLATIONS.map((segment) => ({ segment }));
}

const dedicated = new Set<string>(DEDICATED_SLUGS);
const ownRoute = (page: Page) => !dedicated.has(page.slug);

async function pageOrNotFound(slug: string, lang: Lang): Promise<Page> {
  const page = dedicated.has(slug) ? undefined : (await getEditionPages(lang)).find((candidate) => candidate.slug === slug);
  if (!page) notFound();
  return page;
}

/** What a first segment shows: a translation's home page, or the English page of that slug. */
async function segmentPage(segment: string): Promise<Page> {
  const lang = segmentLang(segment);
  if (lang !== DEFAULT_LANG) {
    await getEditionPages(lang);
    return requirePage(dedicatedSlugs.home, lang);
  }
  return pageOrNotFound(segment, DEFAULT_LANG);
}

type SegmentProps = { params: Promise<{ segment: string }> };
type PageProps = { params: Promise<{ segment: string; slug: string }> };

/** app/[segment]/(site)/page.tsx: "/ecrop" and "/mr". */
export function segmentRoute() {
  return {
    async generateStaticParams() {
      const english = (await getEditionPages(DEFAULT_LANG)).filter(ownRoute).map((page) => ({ segment: page.slug }));
      return [...english, ...(await translationParams())];
    },
    async generateMetadata({ params }: SegmentProps): Promise<Metadata> {
      return metadataFor(await segmentPage((await params).segment));
    },
    async Page({ params }: SegmentProps) {
      const { segment } = await params;
      setRequestLang(segmentLang(segment));
      return <PageView page={await segmentPage(segment)} />;
    },
  };
}

/** app/[segment]/(site)/[slug]/page.tsx: "/mr/ecrop", for every translation's pages. */
export function translatedPageRoute() {
  return {
    async generateStaticParams() {
      const perLanguage = await Promise.all(TRANSLATIONS.map(async (lang) => (await getEditionPages(lang)).filter(ownRoute).map((page) => ({ segment: lang, slug: page.slug }))));
      return perLanguage.flat();
    },
    async generateMetadata({ params }: PageProps): Promise<Metadata> {
      const { segment, slug } = await params;
      return metadataFor(await pageOrNotFound(slug, segmentLang(segment)));
    },
    async Page({ params }: PageProps) {
      const { segment, slug } = await params;
      const lang = segmentLang(segment);
      setRequestLang(lang);
      return <PageView page={await pageOrNotFound(slug, lang)} />;
    },
  };
}

/** A translation's page with a route folder of its own ("/mr/contact"). */
export function translatedDedicatedRoute(slug: string) {
  return {
    generateStaticParams: translationParams,
    async generateMetadata({ params }: SegmentProps): Promise<Metadata> {
      return metadataFor(await requirePage(slug, segmentLang((await params).segment)));
    },
    async Page({ params }: SegmentProps) {
      const lang = segmentLang((await params).segment);
      setRequestLang(lang);
      return <PageView page={await requirePage(slug, lang)} />;
    },
  };
}
