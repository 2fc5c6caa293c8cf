import { site } from '@/content/site';
import type { MenuId } from '@/lib/content/schema';

/**
 * The parts of the menus that are not pages. Pages place themselves in menus from their own documents
 * (`menus` in content/pages, services, products); lib/navigation.ts builds the menus from both.
 */

/** A dropdown of a menu: its label, the menu it sits in, and its place there. */
export interface MenuGroup {
  id: MenuId;
  label: string;
  in: MenuId;
  order: number;
}

export const menuGroups: MenuGroup[] = [
  { id: 'services', label: 'Services', in: 'main', order: 20 },
  { id: 'products', label: 'Products', in: 'main', order: 30 },
  { id: 'satellite-monitoring', label: 'Satellite Monitoring', in: 'services', order: 0 },
];

/** The three external buttons beside the menu. */
export const externalButtons = [site.external.news, site.external.greenGdp, site.external.sdg];
