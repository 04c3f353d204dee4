import { Skeleton } from '@console/ui';
import styles from './skeletons.module.css';

/** A signed-in page's content while it loads: a title, its lead, and blocks where the sections come. */
export function PageSkeleton() {
  return (
    <div className={styles['page']} aria-hidden="true" data-skeleton="page">
      <Skeleton width="14rem" height={32} />
      <Skeleton width="min(32rem, 90%)" height={16} />
      <div className={styles['blocks']}>
        <Skeleton shape="rect" height={72} />
        <Skeleton shape="rect" height={72} />
        <Skeleton shape="rect" height={72} />
        <Skeleton shape="rect" height={72} />
      </div>
    </div>
  );
}
