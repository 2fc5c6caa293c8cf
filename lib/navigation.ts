import { menuGroups, type MenuGroup } from '@/content/navigation';
import type { MenuId, MenuPlacement } from '@/lib/content/schema';
import type { Lang } from '@/lib/i18n';
import { pagePath } from '@/lib/routes';
import { isGroup, type NavItem, type NavLink } from './nav-items';

/**
 * Menus are built from the page documents: each page says which menus it appears in and where
 * (`menus: [{ menu, order, label? }]`), and content/navigation.ts adds the dropdown groups, which are
 * not pages. So adding a page to a menu is one document, and nothing is typed twice.
 */

export { isGroup, type NavGroup, type NavItem, type NavLink } from './nav-items';

/** What a menu needs of a page document. */
export interface MenuPage {
  slug: string;
  label: string;
  menus: MenuPlacement[];
  /** The page's language; English when not given. */
  lang?: Lang;
}

/** The entries of one menu, in order: the pages placed in it and the groups it holds (empty groups left out). */
export function buildMenu(menu: MenuId, pages: MenuPage[], groups: MenuGroup[] = menuGroups, lang: Lang = 'en', otherLanguageNote?: string): NavItem[] {
  const entries: Array<{ order: number; item: NavItem }> = [];
  for (const page of pages) {
    const pageLang = page.lang ?? 'en';
    for (const placement of page.menus) {
      if (placement.menu !== menu) continue;
      const link: NavLink = { label: placement.label ?? page.label, href: pagePath(page.slug, pageLang) };
      entries.push({ order: placement.order, item: pageLang === lang ? link : { ...link, lang: pageLang, note: otherLanguageNote, noteLang: lang } });
    }
  }
  for (const group of groups) {
    if (group.in !== menu) continue;
    const items = buildMenu(group.id, pages, groups, lang, otherLanguageNote);
    if (items.length) entries.push({ order: group.order, item: { id: group.id, label: group.label[lang], items } });
  }
  return entries.sort((a, b) => a.order - b.order || a.item.label.localeCompare(b.item.label)).map((entry) => entry.item);
}

/** Every link of a menu, groups opened out, in menu order. */
export function menuLinks(items: NavItem[]): NavLink[] {
  return items.flatMap((item) => (isGroup(item) ? menuLinks(item.items) : [item]));
}

/** The menus of the site shell. */
export interface SiteMenus {
  main: NavItem[];
  footerExplore: NavLink[];
  footerMore: NavLink[];
}

/** The menus of one language. A Hindi menu holds the Hindi pages and, where a page has no Hindi twin yet, the English page. */
export function siteMenus(pages: MenuPage[], lang: Lang = 'en', otherLanguageNote?: string): SiteMenus {
  const menu = (id: MenuId) => buildMenu(id, pages, menuGroups, lang, otherLanguageNote);
  return { main: menu('main'), footerExplore: menuLinks(menu('footer-explore')), footerMore: menuLinks(menu('footer-more')) };
}

/** The pages a menu in `lang` lists: that language's pages, and the English page wherever it has no twin. */
export function menuPagesFor<P extends MenuPage>(lang: Lang, english: P[], translated: P[]): P[] {
  if (lang === 'en') return english;
  const twins = new Set(translated.map((page) => page.slug));
  return [...translated, ...english.filter((page) => !twins.has(page.slug))];
}
