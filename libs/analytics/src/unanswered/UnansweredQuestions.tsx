import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { MAX_UNANSWERED_READ, type UnansweredSummary } from '@console/analytics-data';
import { formatNumber } from '@console/numbers';
import { faqSearch } from '@console/routes';
import { Button, ScrollTable, VisuallyHidden } from '@console/ui';
import styles from '../screen/DashboardScreen.module.css';

export type UnansweredQuestionsProps = {
  questions: readonly UnansweredSummary[];
  capped: boolean;
  /** Deletes a question's documents (after asking); without it the list offers no removal. */
  onRemove?: (question: UnansweredSummary) => void;
  /** Opens "This should be answered by…" for a question; without it the list offers no assigning. */
  onAssign?: (question: UnansweredSummary) => void;
};

/** The questions the assistant could not answer in the period, most asked first, each a way to the FAQ. */
export function UnansweredQuestions({ questions, capped, onRemove, onAssign }: UnansweredQuestionsProps) {
  const { t, i18n } = useTranslation('analytics');
  return (
    <section className={styles.panel} aria-labelledby="unanswered-heading">
      <h2 id="unanswered-heading" className={styles.panelTitle}>
        {t('unanswered.title')}
      </h2>
      <p className={styles.hint}>{capped ? t('unanswered.capped', { number: formatNumber(MAX_UNANSWERED_READ, i18n.language) }) : t('unanswered.lead')}</p>
      {questions.length === 0 ? (
        <p>{t('unanswered.none')}</p>
      ) : (
        <ScrollTable className={styles.table}>
            <caption>
              <VisuallyHidden>{t('unanswered.title')}</VisuallyHidden>
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('unanswered.question')}</th>
                <th scope="col">{t('unanswered.language')}</th>
                <th scope="col" className={styles.number}>
                  {t('unanswered.count')}
                </th>
                <th scope="col">
                  <VisuallyHidden>{t('unanswered.action')}</VisuallyHidden>
                </th>
              </tr>
            </thead>
            <tbody>
              {questions.slice(0, 50).map((item) => (
                <tr key={`${item.locale}:${item.question}`}>
                  <th scope="row">
                    <span lang={item.locale}>{item.question}</span>
                    {item.notWhatAsked > 0 ? <span className={styles.notWhatAsked}>{t('unanswered.notWhatAsked', { count: item.notWhatAsked })}</span> : null}
                  </th>
                  <td>{t(`languageNames.${item.locale}`, { ns: 'common' })}</td>
                  <td className={styles.number}>{formatNumber(item.count, i18n.language)}</td>
                  <td className={styles.rowActions}>
                    {onAssign && (
                      <Button size="sm" aria-label={t('unanswered.answerWithLabel', { question: item.question })} onClick={() => onAssign(item)}>
                        {t('unanswered.answerWith')}
                      </Button>
                    )}
                    <Link to={faqSearch(item.question)}>{t('unanswered.findInFaq')}</Link>
                    {onRemove && (
                      <Button variant="secondary" size="sm" aria-label={t('unanswered.removeLabel', { question: item.question })} onClick={() => onRemove(item)}>
                        {t('unanswered.remove')}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
        </ScrollTable>
      )}
    </section>
  );
}
