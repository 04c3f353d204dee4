import { Link, useLocation } from 'react-router-dom';
import { Icon, cx } from '@console/ui';
import { isCurrentItem, type NavigationItem } from './navigation-item';
import styles from './SidebarRow.module.css';

export interface SidebarNavigationProps {
  items: readonly NavigationItem[];
  /** Icons only; each label becomes a tooltip and stays the link's accessible name. */
  compact: boolean;
  onNavigate?: () => void;
}

/** The sidebar's links; the current page's link carries aria-current="page". */
export function SidebarNavigation({ items, compact, onNavigate }: SidebarNavigationProps) {
  const { pathname } = useLocation();
  return (
    <ul className={styles['list']}>
      {items.map((item) => (
        <li key={item.to}>
          <Link
            to={item.to}
            aria-current={isCurrentItem(item, pathname) ? 'page' : undefined}
            className={cx(styles['row'], compact && styles['compact'], isCurrentItem(item, pathname) && styles['active'])}
            onClick={onNavigate}
          >
            <Icon size="1.375rem" name={item.icon} />
            <span className={styles['label']}>{item.label}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
