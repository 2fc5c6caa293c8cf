import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getEditionPages, requirePage, type Page } from '@/lib/content';
import type { Lang } from '@/lib/i18n';
import { setRequestLang } from '@/lib/request-lang';
import { DEDICATED_SLUGS, dedicatedSlugs } from '@/lib/routes';
import { metadataFor } from '@/lib/seo/metadata';
import { NotFoundView } from './not-found-view';
import { PageView } from './page-view';

/**
 * The routes of a language, as functions of its code: English's `[slug]` route (app/(en)), and the pages of
 * every translation's tree, which scripts/translation-routes.ts writes under app/(translations)/<code>/ from
 * content/languages.ts at build. Adding a page is adding a document; adding a language is a line in the
 * list. Each translation has its own root layout (its own <html lang>); English pages share theirs, so
 * moving between them stays a client-side navigation. A translation's pages are read through the edition
 * check, so a missing listed page fails the build.
 */

type SlugProps = { params: Promise<{ slug: string }> };

const dedicated = new Set<string>(DEDICATED_SLUGS);

/** The `[slug]` route of a language: every page document without a route folder of its own, one static page each. */
export function pageRoute(lang: Lang) {
  async function pageOrNotFound(slug: string): Promise<Page> {
    const page = dedicated.has(slug) ? undefined : (await getEditionPages(lang)).find((candidate) => candidate.slug === slug);
    if (!page) notFound();
    return page;
  }
  return {
    async generateStaticParams() {
      return (await getEditionPages(lang)).filter((page) => !dedicated.has(page.slug)).map((page) => ({ slug: page.slug }));
    },
    async generateMetadata({ params }: SlugProps): Promise<Metadata> {
      return metadataFor(await pageOrNotFound((await params).slug));
    },
    async Page({ params }: SlugProps) {
      setRequestLang(lang);
      return <PageView page={await pageOrNotFound((await params).slug)} />;
    },
  };
}

/** A page of a language with a route folder of its own: the home page (which checks the edition first), the contact page. */
export function dedicatedRoute(lang: Lang, slug: string) {
  async function page(): Promise<Page> {
    if (slug === dedicatedSlugs.home) await getEditionPages(lang);
    return requirePage(slug, lang);
  }
  return {
    async generateMetadata(): Promise<Metadata> {
      return metadataFor(await page());
    },
    async Page() {
      setRequestLang(lang);
      return <PageView page={await page()} />;
    },
  };
}

/** A translation's 404 page: the server answers unknown paths under its prefix with it and status 404. Never indexed. */
export function notFoundRoute(lang: Lang) {
  return {
    async generateMetadata(): Promise<Metadata> {
      const page = await requirePage(dedicatedSlugs.notFound, lang);
      return { title: page.title, description: page.description, robots: { index: false } };
    },
    Page() {
      setRequestLang(lang);
      return <NotFoundView lang={lang} />;
    },
  };
}
