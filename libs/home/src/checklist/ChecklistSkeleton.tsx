import { useTranslation } from 'react-i18next';
import { Skeleton } from '@console/ui';
import styles from './ChecklistSkeleton.module.css';

/** The checklist's shape while the answers, products and account load; announced once. */
export function ChecklistSkeleton() {
  const { t } = useTranslation('home');
  return (
    <div className={styles.skeleton} role="status" aria-label={t('screen.loading')}>
      <div className={styles.header}>
        <Skeleton width="14rem" height={24} />
        <Skeleton width="16rem" height={8} shape="rect" />
      </div>
      {[0, 1, 2].map((step) => (
        <div key={step} className={styles.step}>
          <Skeleton width={36} height={36} shape="circle" />
          <div className={styles.lines}>
            <Skeleton width="45%" height={16} />
            <Skeleton width="75%" height={14} />
            <Skeleton width="20%" height={14} />
          </div>
          <Skeleton width="9rem" height={40} shape="rect" />
        </div>
      ))}
    </div>
  );
}
