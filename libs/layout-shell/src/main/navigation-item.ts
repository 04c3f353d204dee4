import type { IconName } from '@console/ui';

/** The icons a navigation item may use. */
export type NavigationIconName = Extract<IconName, 'dashboard' | 'embed' | 'faq' | 'home' | 'leads' | 'products' | 'settings'>;

/** One entry of the sidebar, as plain data from the app: where it goes, its translated label, its icon. */
export interface NavigationItem {
  to: string;
  label: string;
  icon: NavigationIconName;
  /** A path prefix under which the item is the current one too (e.g. `/products` for every product page). */
  section?: string;
}

export function isCurrentItem(item: NavigationItem, pathname: string): boolean {
  if (pathname === item.to) return true;
  return item.section !== undefined && (pathname === item.section || pathname.startsWith(`${item.section}/`));
}
