import { useTranslation } from 'react-i18next';
import { BrandMark } from './BrandMark';
import styles from './WelcomeLayout.module.css';

/** The welcome text of the public pages; decorative on small screens, so it is hidden there. */
export function SloganPanel() {
  const { t } = useTranslation('auth');
  return (
    <aside className={styles['slogan']} aria-label={t('layout.sloganLabel')}>
      <BrandMark inverse />
      <div className={styles['sloganText']}>
        <p className={styles['sloganTitle']}>{t('layout.welcomeTitle')}</p>
        <p className={styles['sloganDescription']}>{t('layout.welcomeDescription')}</p>
      </div>
    </aside>
  );
}
