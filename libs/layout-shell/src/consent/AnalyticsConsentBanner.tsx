import { useTranslation } from 'react-i18next';
import { useAnalyticsConsent } from '@console/session';
import { Button, Callout } from '@console/ui';
import styles from './AnalyticsConsentBanner.module.css';

/**
 * Asks once, on the signed-in pages, whether the console may count which pages are used. Until the
 * person answers nothing is collected; the profile menu changes the answer later.
 */
export function AnalyticsConsentBanner() {
  const { t } = useTranslation('shell');
  const [consent, choose] = useAnalyticsConsent();
  if (consent !== 'unset') return null;
  return (
    <Callout tone="info" as="section" aria-labelledby="analytics-consent-title" className={styles['banner']}>
      <div className={styles['text']}>
        <h2 id="analytics-consent-title" className={styles['title']}>
          {t('analyticsConsent.title')}
        </h2>
        <p>{t('analyticsConsent.body')}</p>
      </div>
      <div className={styles['actions']}>
        <Button variant="secondary" onClick={() => choose('denied')}>
          {t('analyticsConsent.deny')}
        </Button>
        <Button onClick={() => choose('granted')}>{t('analyticsConsent.allow')}</Button>
      </div>
    </Callout>
  );
}
