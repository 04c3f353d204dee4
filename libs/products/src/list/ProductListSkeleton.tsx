import { Skeleton } from '@console/ui';
import styles from './ProductList.module.css';
import tile from './ProductTile.module.css';

/** Tiles' shapes while the products load; announced once as "Loading…". */
export function ProductListSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div className={styles.grid}>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={tile.tile}>
          <Skeleton shape="rect" width="100%" height={150} announce={index === 0} />
          <div className={tile.body}>
            <Skeleton width="70%" height={20} />
            <Skeleton width="90%" height={14} />
            <Skeleton width="60%" height={14} />
          </div>
        </div>
      ))}
    </div>
  );
}
