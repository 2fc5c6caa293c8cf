'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import type { Lang } from '@/lib/i18n';
import { hrefOf, localePath, normalisePath, splitLocalePath } from '@/lib/routes';

/** A language as the switch offers it (components/layout/language-options.ts builds the list). */
export interface LanguageOption {
  code: Lang;
  /** Its name in its own script ("मराठी"), and two or three letters of it for a phone's header. */
  name: string;
  short: string;
  htmlLang: string;
  /** What its link says, in that language: to this page in it, or to its home page where the page has no twin. */
  label: string;
  homeLabel: string;
  /** The English paths of the pages it has; null for English, which has every page. */
  twins: readonly string[] | null;
}

/**
 * The language switch's behaviour, under components/layout/language-menu.tsx (which gives it its label,
 * look and icon, rendered on the server): a disclosure (native <details>, so it opens by keyboard and
 * without JavaScript) listing every language, each a plain <a> with `hreflang` and `lang` that opens this
 * page in it, or that language's home page, saying so, where the page has no twin. The prerendered HTML
 * already has the right hrefs, from the path being rendered. Escape and a click elsewhere close it.
 */
export function LanguageSwitch({ lang, options, label, className, icon }: { lang: Lang; options: readonly LanguageOption[]; label: string; className: string; icon: ReactNode }) {
  const { path } = splitLocalePath(normalisePath(usePathname() ?? '/'));
  const details = useRef<HTMLDetailsElement>(null);
  const current = options.find((option) => option.code === lang);

  useEffect(() => {
    const element = details.current;
    if (!element) return;
    const close = (event: Event) => {
      if (!element.open) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        element.open = false;
        element.querySelector('summary')?.focus();
      } else if (!element.contains(event.target as Node)) element.open = false;
    };
    document.addEventListener('keydown', close);
    document.addEventListener('click', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('click', close);
    };
  }, []);

  return (
    <details ref={details} className="group/languages relative">
      <summary aria-label={current ? `${label}: ${current.name}` : label} className={className}>
        {icon}
        <span className="sm:hidden nav:inline xl:hidden">{current?.short}</span>
        <span className="hidden sm:inline nav:hidden xl:inline">{current?.name}</span>
      </summary>
      <ul className="language-list">
        {options.map((option) => {
          const hasPage = option.twins === null || option.twins.includes(path);
          return (
            <li key={option.code}>
              <a
                href={hrefOf(localePath(hasPage ? path : '/', option.code))}
                hrefLang={option.htmlLang}
                lang={option.htmlLang}
                aria-label={hasPage ? option.label : option.homeLabel}
                aria-current={option.code === lang ? 'page' : undefined}
                className="language-option"
              >
                {option.name}
              </a>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
