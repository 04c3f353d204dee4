import { useTranslation } from 'react-i18next';
import { Button } from '@console/ui';
import styles from './SaveBar.module.css';

/** The form's one action, kept in view at the bottom of the page, saying whether anything is unsaved. */
export function SaveBar({ dirty, saving }: { dirty: boolean; saving: boolean }) {
  const { t } = useTranslation('settings');
  return (
    <div className={styles.bar}>
      <p className={styles.state} aria-live="polite">
        {dirty ? t('save.unsaved') : t('save.upToDate')}
      </p>
      <Button type="submit" loading={saving}>
        {t('save.submit')}
      </Button>
    </div>
  );
}
