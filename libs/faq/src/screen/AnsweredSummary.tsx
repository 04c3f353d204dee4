import { useTranslation } from 'react-i18next';
import styles from './AnsweredSummary.module.css';

/** How many of the account's questions the bank has answered, as text and a bar. */
export function AnsweredSummary({ answered, total }: { answered: number; total: number }) {
  const { t } = useTranslation('faq');
  const percent = total === 0 ? 0 : Math.round((answered / total) * 100);
  return (
    <div className={styles.summary}>
      <p className={styles.text}>{t('summary.answered', { answered, count: total })}</p>
      <div role="meter" aria-label={t('summary.label')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-valuetext={`${percent}%`} className={styles.meter}>
        <div className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
