'use client';

import { useEffect, useState } from 'react';
import { FileText } from 'lucide-react';
import type { SectionOf } from '@/lib/content/schema';
import { OFFLINE_CACHES, OFFLINE_SLUG } from '@/lib/offline';
import type { Lang } from '@/lib/i18n';
import { splitLocalePath } from '@/lib/routes';
import { site } from '@/content/site';
import { SectionHeading } from './section-heading';

interface SavedPage {
  href: string;
  title: string;
  lang: Lang;
}

/** The title a saved page's HTML gives itself, without the " | brand" every title ends with. */
function titleOf(html: string, fallback: string): string {
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1]?.trim();
  if (!title) return fallback;
  const decoded = new DOMParser().parseFromString(title, 'text/html').documentElement.textContent ?? title;
  return decoded.replace(new RegExp(`\\s*\\|\\s*${site.brand}$`), '');
}

/** The pages the service worker keeps (its `pages` cache), but the offline pages themselves. */
async function savedPages(): Promise<SavedPage[]> {
  if (typeof caches === 'undefined') return [];
  const cache = await caches.open(OFFLINE_CACHES.pages);
  const pages = await Promise.all(
    (await cache.keys()).map(async (request) => {
      const url = new URL(request.url);
      if (url.origin !== location.origin || url.pathname.split('/').includes(OFFLINE_SLUG)) return undefined;
      const response = await cache.match(request);
      return { href: url.pathname, title: titleOf((await response?.text()) ?? '', url.pathname), lang: splitLocalePath(url.pathname).lang };
    }),
  );
  return pages.filter((page): page is SavedPage => page !== undefined).sort((a, b) => a.title.localeCompare(b.title));
}

/**
 * The pages saved on this device, as plain links (a full page load, which the service worker answers
 * from its cache without a network). Read after the page is shown; nothing is saved in the HTML itself.
 * A page in another language carries its `lang`, and says so in this page's language (`languageNotes`, by language).
 */
export function SavedPages({ section, lang, languageNotes }: { section: SectionOf<'savedPages'>; lang: Lang; languageNotes: Partial<Record<Lang, string>> }) {
  const [pages, setPages] = useState<SavedPage[] | undefined>();
  useEffect(() => {
    savedPages().then(setPages, () => setPages([]));
  }, []);
  const headingId = `${section.id}-heading`;
  return (
    <section id={section.id} aria-labelledby={headingId} className="section">
      <div className="container-content max-w-3xl">
        <SectionHeading id={headingId} title={section.title} lead={section.lead} />
        {pages === undefined ? (
          // While the cache is read, the empty note's box holds its place unseen, so the note (or the first
          // rows of the list) does not push the page below it down.
          <p aria-hidden="true" className="invisible rounded-2xl bg-white p-5 text-ink">
            {section.empty}
          </p>
        ) : pages.length === 0 ? (
          <p className="rounded-2xl bg-white p-5 text-ink">{section.empty}</p>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2">
            {pages.map((page) => (
              <li key={page.href}>
                <a
                  href={page.href}
                  lang={page.lang === lang ? undefined : page.lang}
                  className="flex min-h-12 items-center gap-3 rounded-xl border border-forest-900/10 bg-white px-4 py-3 font-semibold text-leaf-700 hover:border-leaf-700 hover:bg-leaf-100"
                >
                  <FileText aria-hidden="true" className="size-5 shrink-0 text-forest-700" />
                  <span>
                    {page.title}
                    {page.lang === lang ? null : (
                      <span lang={lang} className="text-[0.85em] font-normal">
                        {' '}
                        {languageNotes[page.lang]}
                      </span>
                    )}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
