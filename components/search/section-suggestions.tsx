'use client';

import { localePath, paths } from '@/lib/routes';
import type { Lang } from '@/lib/i18n';
import { SEARCH_SECTIONS, sectionAnchor } from '@/lib/search/sections';
import { PageLink } from '@/components/ui/page-link';
import type { SearchWords } from './search-words';

/** The main sections of the site, as links to their lists in the search page's site index: what search offers before, or instead of, results. */
export function SectionSuggestions({ lang, words, lead }: { lang: Lang; words: SearchWords; lead: string }) {
  const searchPage = localePath(paths.search, lang);
  return (
    <div className="py-2">
      <p className="text-muted">{lead}</p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {SEARCH_SECTIONS.map((section) => (
          <li key={section}>
            <PageLink
              href={`${searchPage}#${sectionAnchor(section)}`}
              data-search-stop=""
              className="inline-flex min-h-11 items-center rounded-full border-2 border-leaf-700 px-4 font-semibold text-leaf-700 hover:bg-leaf-100"
            >
              {words.sections[section]}
            </PageLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
