import { requirePage } from '@/lib/content';
import { dictionaryFor } from '@/content/i18n';
import { site } from '@/content/site';
import { fill, type Lang } from '@/lib/i18n';
import { dedicatedSlugs, localePath, paths } from '@/lib/routes';
import { Logo } from '@/components/layout/logo';
import { LanguageMenu } from '@/components/layout/language-menu';
import { languageOptions } from '@/components/layout/language-options';
import { PageSections } from '@/components/sections/section-renderer';

/**
 * The 404 page in a language, from its document (pages/not-found, not-found.mr). Deliberately light (a
 * logo and the language switch, not the whole shell): Next embeds the root not-found element in every
 * page's payload.
 */
export async function NotFoundView({ lang }: { lang: Lang }) {
  const [page, languages] = await Promise.all([requirePage(dedicatedSlugs.notFound, lang), languageOptions({ homesOnly: true })]);
  const t = dictionaryFor(lang).shell;
  return (
    <>
      <header className="border-b border-forest-900/10 bg-white">
        <div className="container-content flex min-h-16 items-center justify-between gap-4 py-2">
          <Logo href={localePath(paths.home, lang)} alt={fill(t.logoHome, { brand: site.brand })} />
          <LanguageMenu lang={lang} options={languages} />
        </div>
      </header>
      <main id="main">
        <PageSections sections={page.sections} context={{ bannerArt: 'file' }} />
      </main>
    </>
  );
}
