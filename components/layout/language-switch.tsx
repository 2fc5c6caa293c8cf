'use client';

import { clsx } from 'clsx';
import { usePathname } from 'next/navigation';
import { Languages } from 'lucide-react';
import { otherLang, type Lang } from '@/lib/i18n';
import { hrefOf, localePath, normalisePath, splitLocalePath } from '@/lib/routes';

export interface LanguageSwitchText {
  name: string;
  /** What a phone shows, where the header has room for little more than icons. */
  short: string;
  label: string;
  homeLabel: string;
}

/**
 * The link to this page in the other language: a plain <a> with `hreflang` and `lang` (it opens another
 * document, and works without JavaScript: the prerendered HTML already has the right href, from the path
 * being rendered). A page without a twin leads to the other language's home page and says so.
 * `twins` are the English paths of the pages that exist in both languages.
 */
export function LanguageSwitch({ lang, twins, text, className }: { lang: Lang; twins: readonly string[]; text: LanguageSwitchText; className?: string }) {
  const { path } = splitLocalePath(normalisePath(usePathname() ?? '/'));
  const target = otherLang(lang);
  const hasTwin = twins.includes(path);
  return (
    <a
      href={hrefOf(localePath(hasTwin ? path : '/', target))}
      hrefLang={target}
      lang={target}
      aria-label={hasTwin ? text.label : text.homeLabel}
      // A fixed width: the label's font may arrive after the first paint, and nothing may move when it does.
      // Short on phones, and between 1020 px and 1280 px, where the bar also holds the assistance line and the external links.
      className={clsx(className, 'w-14 sm:w-[7.5rem] nav:w-[4.25rem] xl:w-[7.5rem]')}
    >
      <Languages aria-hidden="true" className="hidden size-5 shrink-0 sm:block nav:hidden xl:block" />
      <span className="sm:hidden nav:inline xl:hidden">{text.short}</span>
      <span className="hidden sm:inline nav:hidden xl:inline">{text.name}</span>
    </a>
  );
}
