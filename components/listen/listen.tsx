import { dictionaryFor } from '@/content/i18n';
import { language, type Lang } from '@/lib/i18n';
import { ListenBar } from './island';

/** The Listen control in a page's language: its voice ("mr-IN") and its words. A module of its own, so a page that shows it carries no other island. */
export function Listen({ lang }: { lang: Lang }) {
  return <ListenBar speech={language(lang).speech} words={dictionaryFor(lang).listen} />;
}
