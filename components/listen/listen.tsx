import { dictionaryFor } from '@/content/i18n';
import { language, type Lang } from '@/lib/i18n';
import { ListenBar } from './island';

/**
 * The Listen control in a page's language: its voice ("mr-IN") and its words; `className` narrows it to a
 * page's column (a post's). A module of its own, so a page that shows it carries no other island.
 */
export function Listen({ lang, className }: { lang: Lang; className?: string }) {
  return <ListenBar speech={language(lang).speech} words={dictionaryFor(lang).listen} className={className} />;
}
