import { site } from '@/content/site';
import type { MenuId } from '@/lib/content/schema';
import type { Lang } from '@/lib/i18n';

/**
 * The parts of the menus that are not pages. Pages place themselves in menus from their own documents
 * (`menus` in content/pages, services, products); lib/navigation.ts builds the menus from both.
 */

/** A dropdown of a menu: its label, the menu it sits in, and its place there. */
export interface MenuGroup {
  id: MenuId;
  /** The dropdown's label in each language. */
  label: Record<Lang, string>;
  in: MenuId;
  order: number;
}

export const menuGroups: MenuGroup[] = [
  { id: 'services', label: { en: 'Services', hi: 'सेवाएँ' }, in: 'main', order: 20 },
  { id: 'products', label: { en: 'Products', hi: 'उत्पाद' }, in: 'main', order: 30 },
  { id: 'satellite-monitoring', label: { en: 'Satellite Monitoring', hi: 'सैटेलाइट निगरानी' }, in: 'services', order: 0 },
];

/** The three external buttons beside the menu. */
export const externalButtons = [site.external.news, site.external.greenGdp, site.external.sdg];
