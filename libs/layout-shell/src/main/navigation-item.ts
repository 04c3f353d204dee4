import type { NavigationIconName } from './shell-icon-paths';

/** One entry of the sidebar, as plain data from the app: where it goes, its translated label, its icon. */
export interface NavigationItem {
  to: string;
  label: string;
  icon: NavigationIconName;
}
