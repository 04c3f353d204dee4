import { useTranslation } from 'react-i18next';
import { Button, Callout } from '@console/ui';
import styles from './ChangedElsewhereNotice.module.css';

export interface ChangedElsewhereNoticeProps {
  onLoadSaved: () => void;
  onKeepEditing: () => void;
}

/** The saved answer changed while the bank was editing it: it chooses which version goes on. */
export function ChangedElsewhereNotice({ onLoadSaved, onKeepEditing }: ChangedElsewhereNoticeProps) {
  const { t } = useTranslation('faq');
  return (
    <Callout tone="info" accent role="alert" className={styles.notice}>
      <p className={styles.text}>
        <strong>{t('editor.changedElsewhere.title')}</strong> {t('editor.changedElsewhere.message')}
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" size="sm" onClick={onLoadSaved}>
          {t('editor.changedElsewhere.load')}
        </Button>
        <Button variant="ghost" size="sm" onClick={onKeepEditing}>
          {t('editor.changedElsewhere.keep')}
        </Button>
      </div>
    </Callout>
  );
}
