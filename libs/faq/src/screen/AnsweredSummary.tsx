import { useTranslation } from 'react-i18next';
import { ProgressBar } from '@console/ui';
import styles from './AnsweredSummary.module.css';

/** How many of the account's questions the bank has answered, as text and a bar. */
export function AnsweredSummary({ answered, total }: { answered: number; total: number }) {
  const { t } = useTranslation('faq');
  const percent = total === 0 ? 0 : Math.round((answered / total) * 100);
  return (
    <div className={styles.summary}>
      <p className={styles.text}>{t('summary.answered', { answered, count: total })}</p>
      <ProgressBar role="meter" tone="success" label={t('summary.label')} value={percent} valueText={`${percent}%`} />
    </div>
  );
}
