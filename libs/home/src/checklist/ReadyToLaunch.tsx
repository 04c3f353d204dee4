import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@console/ui';
import styles from './ReadyToLaunch.module.css';

/** Shown once every step is done: the assistant can go live. */
export function ReadyToLaunch() {
  const { t } = useTranslation('home');
  const headingId = useId();
  return (
    <section className={styles.ready} aria-labelledby={headingId}>
      <Icon name="success" size="2.5rem" className={styles.icon} />
      <div>
        <h2 id={headingId} className={styles.title}>
          {t('ready.title')}
        </h2>
        <p className={styles.message}>{t('ready.message')}</p>
      </div>
    </section>
  );
}
