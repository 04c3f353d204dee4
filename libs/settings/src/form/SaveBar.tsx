import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@console/ui';
import styles from './SaveBar.module.css';
import { useBottomScrollClearance } from './use-scroll-clearance';

export interface SaveBarProps {
  dirty: boolean;
  saving: boolean;
  /** A notice that must stay in view with the save button (the settings were changed elsewhere). */
  notice?: ReactNode;
  saveRef?: Ref<HTMLButtonElement>;
}

/** The form's one action, kept in view at the bottom of the page, saying whether anything is unsaved. */
export function SaveBar({ dirty, saving, notice, saveRef }: SaveBarProps) {
  const { t } = useTranslation('settings');
  // A field reached with Tab scrolls into view above the bar, not under it.
  const clearance = useBottomScrollClearance<HTMLDivElement>();
  return (
    <div ref={clearance} className={styles.bar}>
      {notice && <div className={styles.notice}>{notice}</div>}
      <p className={styles.state} aria-live="polite">
        {dirty ? t('save.unsaved') : t('save.upToDate')}
      </p>
      <Button ref={saveRef} type="submit" loading={saving}>
        {t('save.submit')}
      </Button>
    </div>
  );
}
