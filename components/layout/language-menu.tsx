import { clsx } from 'clsx';
import { Languages } from 'lucide-react';
import { dictionaryFor } from '@/content/i18n';
import type { Lang } from '@/lib/i18n';
import { headerButtonClass } from './header-button';
import { LanguageSwitch, type LanguageOption } from './language-switch';

/**
 * The header's language switch in `lang`'s words. Its label, look and icon are rendered here, on the
 * server, so the switch's script (language-switch.tsx) carries only what needs the browser: the links for
 * the path being read, and closing on Escape or a click elsewhere.
 */
export function LanguageMenu({ lang, options }: { lang: Lang; options: readonly LanguageOption[] }) {
  return (
    <LanguageSwitch
      lang={lang}
      options={options}
      label={dictionaryFor(lang).shell.languageMenu}
      // A fixed width: the label's font may arrive after the first paint, and nothing may move when it does.
      // Short on phones, and between 1020 px and 1280 px, where the bar also holds the assistance line and the external links.
      className={clsx(headerButtonClass, 'w-14 cursor-pointer list-none sm:w-[7.5rem] nav:w-[4.25rem] xl:w-[7.5rem] [&::-webkit-details-marker]:hidden')}
      icon={<Languages aria-hidden="true" className="hidden size-5 shrink-0 sm:block nav:hidden xl:block" />}
    />
  );
}
