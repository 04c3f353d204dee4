import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button/Button';
import { Callout } from '../callout/Callout';
import { cx } from '../lib/cx';
import styles from './ChangedElsewhereNotice.module.css';

export interface ChangedElsewhereNoticeProps {
  /** What changed, e.g. "This answer was changed elsewhere."; a general sentence by default. */
  title?: ReactNode;
  /** What the two choices do; a general explanation by default. */
  message?: ReactNode;
  /** Drops the form's changes for the version saved now. */
  onLoadSaved: () => void;
  /** Keeps the form's changes on top of the version saved now; saving then replaces it knowingly. */
  onKeepEditing: () => void;
  /** The notice (focusable), for a form that moves focus to it when a save is refused. */
  ref?: Ref<HTMLElement>;
  className?: string;
}

/**
 * What a form was editing was saved elsewhere (another tab, a colleague) meanwhile: an alert that keeps
 * everything typed and lets the person choose which version goes on.
 */
export function ChangedElsewhereNotice({ title, message, onLoadSaved, onKeepEditing, ref, className }: ChangedElsewhereNoticeProps) {
  const { t } = useTranslation('ui');
  return (
    <Callout tone="info" accent role="alert" tabIndex={-1} ref={ref} className={cx(styles.notice, className)}>
      <p className={styles.text}>
        <strong>{title ?? t('changedElsewhere.title')}</strong> {message ?? t('changedElsewhere.message')}
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" size="sm" onClick={onLoadSaved}>
          {t('changedElsewhere.load')}
        </Button>
        <Button variant="ghost" size="sm" onClick={onKeepEditing}>
          {t('changedElsewhere.keep')}
        </Button>
      </div>
    </Callout>
  );
}
