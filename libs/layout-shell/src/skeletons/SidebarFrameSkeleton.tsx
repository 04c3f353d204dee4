import { Skeleton, cx } from '@console/ui';
import { PageSkeleton } from './PageSkeleton';
import { sidebarStartsCollapsed } from '../frame/sidebar-collapsed';
import frame from '../frame/frame.module.css';
import styles from './skeletons.module.css';

const NAVIGATION_ROWS = 7;

/**
 * The signed-in frame while its code loads, drawn where the main layout will draw it (a sidebar on wide
 * screens, a top bar on phones), so the page does not jump when it arrives.
 */
export function SidebarFrameSkeleton() {
  const collapsed = sidebarStartsCollapsed();
  return (
    <div className={cx(frame['shell'], collapsed && frame['collapsed'])} aria-hidden="true" data-skeleton="sidebar">
      <div className={styles['topBar']}>
        <Skeleton width={96} height={28} />
        <Skeleton shape="rect" width={48} height={48} />
      </div>
      <div className={styles['sidebar']}>
        <Skeleton width={collapsed ? 40 : 120} height={32} />
        <div className={styles['navigation']}>
          {Array.from({ length: NAVIGATION_ROWS }, (_, index) => (
            <Skeleton key={index} shape="rect" height={48} />
          ))}
        </div>
      </div>
      <div className={frame['content']}>
        <PageSkeleton />
      </div>
    </div>
  );
}
