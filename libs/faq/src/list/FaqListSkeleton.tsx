import { useTranslation } from 'react-i18next';
import { Skeleton, VisuallyHidden } from '@console/ui';
import styles from './FaqListSkeleton.module.css';

/** Placeholder rows while the questions load; announced once, not once per row. */
export function FaqListSkeleton({ rows = 6 }: { rows?: number }) {
  const { t } = useTranslation('faq');
  return (
    <div role="status" aria-live="polite" className={styles.skeleton}>
      <VisuallyHidden>{t('list.loading')}</VisuallyHidden>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className={styles.row} aria-hidden="true">
          <Skeleton shape="circle" width={10} height={10} />
          <div className={styles.lines}>
            <Skeleton width={`${70 - (index % 3) * 12}%`} height={16} />
            <Skeleton width={`${45 + (index % 2) * 20}%`} height={12} />
          </div>
        </div>
      ))}
    </div>
  );
}
