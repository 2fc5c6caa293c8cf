import type { Lang } from '@/lib/i18n';

/*
 * The shape of a built menu, apart from how it is built (lib/navigation.ts): the header's client code
 * needs only this, and importing the builder would bring the content it reads into the page's scripts.
 */

export interface NavLink {
  label: string;
  href: string;
  /** Set when the page linked to is in another language than the menu (an English page in a Hindi menu). */
  lang?: Lang;
  /** What the link adds, in the menu's language, to say so: "(अंग्रेज़ी में)". */
  note?: string;
  /** The menu's language, which the note is written in (the link itself carries the page's `lang`). */
  noteLang?: Lang;
}

export interface NavGroup {
  /** The group's id in content/navigation.ts: the same in every language, so the DOM ids built on it are unique. */
  id: string;
  label: string;
  /** Entries of the dropdown: plain links or one level of submenu. */
  items: NavItem[];
}

export type NavItem = NavLink | NavGroup;

export function isGroup(item: NavItem): item is NavGroup {
  return 'items' in item;
}
