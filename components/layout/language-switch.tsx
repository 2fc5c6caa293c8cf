'use client';

import { clsx } from 'clsx';
import { useEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';
import { Languages } from 'lucide-react';
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
 * The language switch: a disclosure (native <details>, so it opens by keyboard and without JavaScript)
 * listing every language, each a plain <a> with `hreflang` and `lang` that opens this page in it, or that
 * language's home page, saying so, where the page has no twin. The prerendered HTML already has the right
 * hrefs, from the path being rendered. Escape and a click elsewhere close it.
 */
export function LanguageSwitch({ lang, options, label, className }: { lang: Lang; options: readonly LanguageOption[]; label: string; className?: string }) {
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
      <summary
        aria-label={current ? `${label}: ${current.name}` : label}
        // A fixed width: the label's font may arrive after the first paint, and nothing may move when it does.
        // Short on phones, and between 1020 px and 1280 px, where the bar also holds the assistance line and the external links.
        className={clsx(className, 'w-14 cursor-pointer list-none sm:w-[7.5rem] nav:w-[4.25rem] xl:w-[7.5rem] [&::-webkit-details-marker]:hidden')}
      >
        <Languages aria-hidden="true" className="hidden size-5 shrink-0 sm:block nav:hidden xl:block" />
        <span className="sm:hidden nav:inline xl:hidden">{current?.short}</span>
        <span className="hidden sm:inline nav:hidden xl:inline">{current?.name}</span>
      </summary>
      <ul className="absolute right-0 z-50 mt-2 min-w-48 rounded-xl bg-white p-2 text-ink shadow-card ring-1 ring-forest-900/10">
        {options.map((option) => {
          const hasPage = option.twins === null || option.twins.includes(path);
          const isCurrent = option.code === lang;
          return (
            <li key={option.code}>
              <a
                href={hrefOf(localePath(hasPage ? path : '/', option.code))}
                hrefLang={option.htmlLang}
                lang={option.htmlLang}
                aria-label={hasPage ? option.label : option.homeLabel}
                aria-current={isCurrent ? 'page' : undefined}
                className={clsx(
                  'flex min-h-11 items-center rounded-md px-3 py-2 font-semibold hover:bg-leaf-100 hover:text-forest-900',
                  isCurrent ? 'bg-leaf-100 text-forest-900' : 'text-ink',
                )}
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
