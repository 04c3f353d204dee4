import type { IconName } from '@console/ui';

/** The icons a navigation item may use. */
export type NavigationIconName = Extract<IconName, 'faq' | 'home' | 'products' | 'settings'>;

/** One entry of the sidebar, as plain data from the app: where it goes, its translated label, its icon. */
export interface NavigationItem {
  to: string;
  label: string;
  icon: NavigationIconName;
}
