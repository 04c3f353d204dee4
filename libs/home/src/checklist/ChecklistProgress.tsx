import { useTranslation } from 'react-i18next';
import styles from './ChecklistProgress.module.css';

export interface ChecklistProgressProps {
  done: number;
  total: number;
}

/** How many steps are done, as a sentence (announced when it changes) and a bar. */
export function ChecklistProgress({ done, total }: ChecklistProgressProps) {
  const { t } = useTranslation('home');
  const summary = done === total ? t('progress.allDone', { count: total }) : t('progress.summary', { done, count: total });
  return (
    <div className={styles.progress}>
      <p className={styles.text} aria-live="polite">
        {summary}
      </p>
      <div
        role="progressbar"
        aria-label={t('progress.label')}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={summary}
        className={styles.track}
      >
        <div className={done === total ? `${styles.fill} ${styles.complete}` : styles.fill} style={{ width: `${total === 0 ? 0 : (done / total) * 100}%` }} />
      </div>
    </div>
  );
}
