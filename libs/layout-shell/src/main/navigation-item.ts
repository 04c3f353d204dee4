import type { IconName } from '@console/icons';

/** One entry of the sidebar, as plain data from the app: where it goes, its translated label, its icon. */
export interface NavigationItem {
  to: string;
  label: string;
  icon: IconName;
  /** A path prefix under which the item is the current one too (e.g. `/products` for every product page). */
  section?: string;
}

export function isCurrentItem(item: NavigationItem, pathname: string): boolean {
  if (pathname === item.to) return true;
  return item.section !== undefined && (pathname === item.section || pathname.startsWith(`${item.section}/`));
}
