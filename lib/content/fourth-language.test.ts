/** @jest-environment node */
import { LocalSource } from './local';
import type { Collection, ContentSource, ListQuery, RawDocument } from './source';
import type { Lang } from '@/lib/i18n';

/** The fixture's language: a code the types of the shipped list do not know, as a new language's would be. */
const KONKANI = 'kok' as Lang;

/*
 * Adding a language is data: a line in content/languages.ts, a dictionary, and documents. Here a fourth
 * language (Konkani, in Devanagari) is added in a fixture, with no change to any code: its dictionary is
 * the Marathi one standing in, its documents the Marathi twins relabelled. Routes, the edition check,
 * menus, hreflang, the sitemap and the language switch must all take it in.
 */
jest.mock('@/content/languages', () => {
  const actual = jest.requireActual('@/content/languages');
  const konkani = {
    code: 'kok',
    name: 'कोंकणी',
    englishName: 'Konkani',
    short: 'को',
    htmlLang: 'kok',
    locale: 'kok-IN',
    digits: 'latn',
    speech: 'kok-IN',
    ogLocale: 'kok_IN',
    script: 'devanagari',
  };
  return { ...actual, languages: [...actual.languages, konkani] };
});
jest.mock('@/content/i18n/dictionaries', () => {
  const actual = jest.requireActual('@/content/i18n/dictionaries');
  return { dictionaries: { ...actual.dictionaries, kok: actual.dictionaries.mr } };
});

/** The shipped content, and each Marathi twin again as a Konkani one. */
class WithKonkani implements ContentSource {
  readonly name = 'local';
  private readonly base = new LocalSource();
  async list(collection: Collection, query?: ListQuery): Promise<RawDocument[]> {
    const documents = await this.base.list(collection, query);
    const konkani = documents.filter((doc) => doc.id.endsWith('.mr')).map((doc) => ({ id: doc.id.replace(/\.mr$/, '.kok'), data: { ...doc.data, lang: 'kok' } }));
    return [...documents, ...konkani];
  }
  async get(collection: Collection, id: string): Promise<RawDocument | undefined> {
    return (await this.list(collection)).find((doc) => doc.id === id);
  }
}

it('takes a fourth language from the list alone: paths, routes, edition, menus, alternates, sitemap and switch', async () => {
  const { LANGS, TRANSLATIONS, HTML_LANG } = await import('@/lib/i18n');
  const { localePath, splitLocalePath } = await import('@/lib/routes');
  const { getEditionPages, getMenus, getPage, useContentSource } = await import('./index');
  const { metadataFor } = await import('@/lib/seo/metadata');
  const { absoluteUrl } = await import('@/lib/env');
  const { pageRoute } = await import('@/components/page/language-routes');
  const { routeFiles } = await import('@/scripts/translation-routes');
  const { languageOptions } = await import('@/components/layout/language-options');
  const { default: sitemap } = await import('@/app/sitemap');
  useContentSource(new WithKonkani());

  expect(LANGS).toEqual(['en', 'hi', 'mr', 'kok']);
  expect(TRANSLATIONS).toContain('kok');
  expect(HTML_LANG[KONKANI]).toBe('kok');
  expect(localePath('/ecrop', KONKANI)).toBe('/kok/ecrop');
  expect(splitLocalePath('/kok/ecrop/#faq')).toEqual({ lang: 'kok', path: '/ecrop' });

  const pages = await getEditionPages(KONKANI);
  expect(pages.length).toBe((await getEditionPages('mr')).length);
  expect(pages.every((page) => page.lang === KONKANI)).toBe(true);
  // Its route tree is written from the list, and builds every page of its edition.
  expect(Object.keys(routeFiles(KONKANI))).toContain('(site)/[slug]/page.tsx');
  expect(routeFiles(KONKANI)['layout.tsx']).toContain('<Document lang="kok">');
  expect(await pageRoute(KONKANI).generateStaticParams()).toContainEqual({ slug: 'ecrop' });
  // A Konkani page links to its Konkani twins.
  expect(JSON.stringify(await getPage('home', KONKANI))).toContain('"href":"/kok/ecrop"');
  expect((await getMenus(KONKANI)).main.length).toBeGreaterThan(0);

  const meta = await metadataFor((await getPage('ecrop', KONKANI))!);
  expect(meta.alternates).toMatchObject({
    canonical: absoluteUrl('/kok/ecrop/'),
    languages: { kok: absoluteUrl('/kok/ecrop/'), mr: absoluteUrl('/mr/ecrop/'), en: absoluteUrl('/ecrop/') },
  });
  expect((await sitemap()).map((entry) => entry.url)).toContain(absoluteUrl('/kok/ecrop/'));
  expect((await languageOptions()).map((option) => option.name)).toEqual(['English', 'हिन्दी', 'मराठी', 'कोंकणी']);
});
