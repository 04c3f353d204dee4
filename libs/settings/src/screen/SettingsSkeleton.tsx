import { useTranslation } from 'react-i18next';
import { Skeleton } from '@console/ui';
import styles from './SettingsSkeleton.module.css';

/** The shape of the four sections while the account loads; announced once, not per line. */
export function SettingsSkeleton() {
  const { t } = useTranslation('settings');
  return (
    <div className={styles.skeleton} role="status" aria-label={t('screen.loading')}>
      {[4, 3, 5, 2].map((fields, section) => (
        <div key={section} className={styles.section}>
          <Skeleton width="12rem" height={20} />
          <Skeleton width="60%" height={14} />
          <div className={styles.fields}>
            {Array.from({ length: fields }, (_, field) => (
              <div key={field} className={styles.field}>
                <Skeleton width="8rem" height={14} />
                <Skeleton height={40} shape="rect" />
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
