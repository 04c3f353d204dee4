import { useTranslation } from 'react-i18next';
import { BlockingNotice, Button, Callout, Icon } from '@console/ui';
import styles from './AcceptCategoryView.module.css';

export interface AcceptCategoryViewProps {
  /** The category's name, translated. */
  category: string;
  /** The console's language, by name: the language the answers are taken in. */
  language: string;
  /** Questions of the category without the bank's own answer that have a standard answer. */
  count: number;
  running: boolean;
  /** 0–100 while running. */
  progress: number;
  /** Translated reason the last run failed. */
  error: string | null;
  /** Answers the last run wrote, once it is done. */
  accepted: number | null;
  onAccept: () => void;
}

/** The action that takes a whole category's standard answers as the bank's own, with its progress and outcome. */
export function AcceptCategoryView({ category, language, count, running, progress, error, accepted, onAccept }: AcceptCategoryViewProps) {
  const { t } = useTranslation('faq');
  return (
    <div className={styles.bar}>
      <Button variant="secondary" size="sm" onClick={onAccept} disabled={count === 0 || running} loading={running}>
        {t('acceptCategory.action', { category })}
      </Button>
      <span className={styles.hint}>{count === 0 ? t('acceptCategory.nothing', { language }) : t('acceptCategory.available', { count, language })}</span>
      <p role="status" className={accepted === null ? styles.empty : styles.done}>
        {accepted !== null && (
          <>
            <Icon name="success" /> {t('acceptCategory.done', { count: accepted, category, language })}
          </>
        )}
      </p>
      <div role="alert" className={error ? undefined : styles.empty}>
        {error && (
          <Callout tone="danger">
            <Icon name="alert" />
            <span>
              <strong>{t('acceptCategory.failed')}</strong> {error}
            </span>
          </Callout>
        )}
      </div>
      <BlockingNotice active={running} title={t('acceptCategory.running', { category })} message={t('acceptCategory.runningHint')} progress={progress} />
    </div>
  );
}
