import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '@console/backend';
import { BlockingNotice, Button, Callout } from '@console/ui';
import styles from './FaqImportNotice.module.css';

export interface FaqImportNoticeProps {
  phase: 'idle' | 'running' | 'failed';
  done: number;
  total: number;
  error: Error | null;
  onRetry: () => void;
}

/** While a new account's questions are prepared the page is covered; a failure says so and offers to try again. */
export function FaqImportNotice({ phase, done, total, error, onRetry }: FaqImportNoticeProps) {
  const { t } = useTranslation('faq');
  return (
    <>
      <BlockingNotice
        active={phase === 'running'}
        title={t('import.title')}
        message={t('import.message')}
        {...(total > 0 ? { progress: (done / total) * 100 } : {})}
      />
      {phase === 'failed' && (
        <Callout tone="danger" role="alert" className={styles.failed}>
          <p className={styles.text}>
            <strong>{t('import.failedTitle')}</strong> {t(errorMessageKey(error), { ns: 'common' })} {t('import.failedHint')}
          </p>
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {t('import.retry')}
          </Button>
        </Callout>
      )}
    </>
  );
}
