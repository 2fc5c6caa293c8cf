import type { SectionOf } from '@/lib/content/schema';
import { getEditionPages, getMoreReads, getPages, getPosts, type Page } from '@/lib/content';
import { searchWords, words } from '@/content/i18n';
import { fill } from '@/lib/i18n';
import { formatDate } from '@/lib/format';
import { menuPagesFor } from '@/lib/navigation';
import { dedicatedSlugs, pagePath, paths, postPath } from '@/lib/routes';
import { requestLang } from '@/lib/request-lang';
import { OFFLINE_SLUG } from '@/lib/offline';
import { SEARCH_SECTIONS, sectionAnchor, sectionOfPage, type SearchSection } from '@/lib/search/sections';
import { PageLink } from '@/components/ui/page-link';
import { ContentLink } from './content-link';
import { SearchPage } from './islands';
import { SectionHeading } from './section-heading';

interface IndexEntry {
  href: string;
  label: string;
  /** Set where the entry is in another language than the page (English posts on the Hindi index). */
  lang?: string;
  detail?: string;
  pdf?: boolean;
}

/** The search page itself, the 404 page and the offline page are not entries of the site index. */
function isIndexed(page: Page): boolean {
  return page.slug !== dedicatedSlugs.notFound && page.slug !== OFFLINE_SLUG && !page.sections.some((section) => section.type === 'siteSearch');
}

/**
 * The search page: the search box and its results, then the site index, which lists every page by section
 * (in the page's language, English pages where there is no translation yet) and the newest posts and
 * newsletter articles, with links to the rest. Without JavaScript the index is what the page offers.
 */
export async function SiteSearch({ section }: { section: SectionOf<'siteSearch'> }) {
  const lang = requestLang();
  const t = words();
  const [english, translated, posts, articles] = await Promise.all([getPages('en'), lang === 'en' ? [] : getEditionPages(lang), getPosts(), getMoreReads()]);
  const englishNote = t.shell.englishOnly;
  const pages = menuPagesFor(lang, english, translated).filter(isIndexed);

  const entries = new Map<SearchSection, IndexEntry[]>(SEARCH_SECTIONS.map((name) => [name, []]));
  for (const page of pages) {
    const other = page.lang !== lang;
    entries.get(sectionOfPage(page))!.push({ href: pagePath(page.slug, page.lang), label: page.label, ...(other ? { lang: page.lang, detail: englishNote } : {}) });
  }
  for (const list of entries.values()) list.sort((a, b) => a.label.localeCompare(b.label, lang));
  // Posts and articles are written in English: on a translation's page they say so.
  const inEnglish = lang === 'en' ? {} : { lang: 'en' };
  entries.set(
    'Blog',
    posts.slice(0, section.newest).map((post) => ({ href: postPath(post.id), label: post.title, detail: formatDate(post.sortedDate, lang), ...inEnglish })),
  );
  entries.set(
    'More Reads',
    articles.slice(0, section.newest).map((article) => ({
      href: article.pdfUrl,
      label: article.articleTitle,
      detail: [article.publicationName, article.daysOfPublication ? formatDate(article.daysOfPublication, lang) : undefined].filter(Boolean).join(' · '),
      pdf: true,
      ...inEnglish,
    })),
  );
  const more: Partial<Record<SearchSection, { href: string; label: string; shown: boolean }>> = {
    Blog: { href: paths.blog, label: fill(t.search.allPosts, { count: posts.length }), shown: posts.length > section.newest },
    'More Reads': { href: paths.moreReads, label: fill(t.search.allArticles, { count: articles.length }), shown: articles.length > section.newest },
  };

  return (
    <>
      <section id={section.id} aria-labelledby="search-heading" className="bg-white py-10 sm:py-14">
        <div className="container-content max-w-3xl">
          <h2 id="search-heading" className="sr-only">
            {t.search.title}
          </h2>
          <SearchPage lang={lang} words={searchWords(lang)} />
          <noscript>
            <p className="mt-4 rounded-2xl bg-gold-100 p-4 text-ink">{t.search.noScript}</p>
          </noscript>
        </div>
      </section>
      <section aria-labelledby="site-index-heading" className="section">
        <div className="container-content">
          <SectionHeading id="site-index-heading" title={section.indexTitle} lead={section.indexLead} />
          <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {SEARCH_SECTIONS.map((name) => {
              const headingId = `${sectionAnchor(name)}-heading`;
              const link = more[name];
              return (
                <section key={name} id={sectionAnchor(name)} aria-labelledby={headingId} className="scroll-mt-4 card">
                  <h3 id={headingId} className="text-xl font-extrabold">
                    {t.search.sections[name]}
                  </h3>
                  <ul className="mt-3 space-y-1">
                    {entries.get(name)!.map((entry) => (
                      <li key={entry.href}>
                        {entry.pdf ? (
                          <a href={entry.href} lang={entry.lang} className="inline-block py-1.5 font-semibold text-leaf-700 hover:underline">
                            {entry.label} <span className="text-sm font-normal text-muted">({t.search.pdf})</span>
                          </a>
                        ) : (
                          <PageLink href={entry.href} lang={entry.lang} className="inline-block py-1.5 font-semibold text-leaf-700 hover:underline">
                            {entry.label}
                          </PageLink>
                        )}
                        {entry.detail ? <span className="block text-sm text-muted">{entry.detail}</span> : null}
                      </li>
                    ))}
                  </ul>
                  {link?.shown ? (
                    <ContentLink href={link.href} className="mt-4 btn-outline">
                      {link.label}
                    </ContentLink>
                  ) : null}
                </section>
              );
            })}
          </div>
        </div>
      </section>
    </>
  );
}
