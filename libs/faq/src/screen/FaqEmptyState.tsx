import { useTranslation } from 'react-i18next';
import { Button } from '@console/ui';
import styles from './FaqEmptyState.module.css';

/** "No data available!" — with a way back to every question when filters caused it. */
export function FaqEmptyState({ filtering, onClearFilters }: { filtering: boolean; onClearFilters: () => void }) {
  const { t } = useTranslation('faq');
  return (
    <div className={styles.empty}>
      <p className={styles.title}>{t('errors.noData', { ns: 'common' })}</p>
      {filtering && (
        <>
          <p className={styles.hint}>{t('list.emptyHint')}</p>
          <Button variant="secondary" size="sm" onClick={onClearFilters}>
            {t('list.clearFilters')}
          </Button>
        </>
      )}
    </div>
  );
}
