import { useTranslation } from 'react-i18next';
import { ProgressBar } from '@console/ui';
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
      <ProgressBar label={t('progress.label')} value={done} max={total} valueText={summary} tone={done === total ? 'success' : 'primary'} />
    </div>
  );
}
