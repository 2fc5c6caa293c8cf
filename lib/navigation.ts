import { menuGroups, type MenuGroup } from '@/content/navigation';
import type { MenuId, MenuPlacement } from '@/lib/content/schema';
import { pagePath } from '@/lib/routes';

/**
 * Menus are built from the page documents: each page says which menus it appears in and where
 * (`menus: [{ menu, order, label? }]`), and content/navigation.ts adds the dropdown groups, which are
 * not pages. So adding a page to a menu is one document, and nothing is typed twice.
 */

export interface NavLink {
  label: string;
  href: string;
}

export interface NavGroup {
  label: string;
  /** Entries of the dropdown: plain links or one level of submenu. */
  items: NavItem[];
}

export type NavItem = NavLink | NavGroup;

export function isGroup(item: NavItem): item is NavGroup {
  return 'items' in item;
}

/** What a menu needs of a page document. */
export interface MenuPage {
  slug: string;
  label: string;
  menus: MenuPlacement[];
}

/** The entries of one menu, in order: the pages placed in it and the groups it holds (empty groups left out). */
export function buildMenu(menu: MenuId, pages: MenuPage[], groups: MenuGroup[] = menuGroups): NavItem[] {
  const entries: Array<{ order: number; item: NavItem }> = [];
  for (const page of pages) {
    for (const placement of page.menus) {
      if (placement.menu === menu) entries.push({ order: placement.order, item: { label: placement.label ?? page.label, href: pagePath(page.slug) } });
    }
  }
  for (const group of groups) {
    if (group.in !== menu) continue;
    const items = buildMenu(group.id, pages, groups);
    if (items.length) entries.push({ order: group.order, item: { label: group.label, items } });
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

export function siteMenus(pages: MenuPage[]): SiteMenus {
  return { main: buildMenu('main', pages), footerExplore: menuLinks(buildMenu('footer-explore', pages)), footerMore: menuLinks(buildMenu('footer-more', pages)) };
}
