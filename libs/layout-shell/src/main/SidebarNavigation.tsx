import { NavLink } from 'react-router-dom';
import { Icon, cx } from '@console/ui';
import type { NavigationItem } from './navigation-item';
import styles from './SidebarRow.module.css';

export interface SidebarNavigationProps {
  items: readonly NavigationItem[];
  /** Icons only; each label becomes a tooltip and stays the link's accessible name. */
  compact: boolean;
  onNavigate?: () => void;
}

/** The sidebar's links; the current page's link carries aria-current="page". */
export function SidebarNavigation({ items, compact, onNavigate }: SidebarNavigationProps) {
  return (
    <ul className={styles['list']}>
      {items.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} className={({ isActive }) => cx(styles['row'], compact && styles['compact'], isActive && styles['active'])} onClick={onNavigate}>
            <Icon size="1.375rem" name={item.icon} />
            <span className={styles['label']}>{item.label}</span>
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
