import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@console/locale';
import { LoadFailed, Skeleton } from '@console/ui';
import styles from './LanguageAnswerView.module.css';

export interface LanguagePlaceholderProps {
  locale: Locale;
  /** The language could not be loaded (else it is on its way). */
  failed: boolean;
}

/** A language's place in the editor while its question and answer load, or when they could not. */
export function LanguagePlaceholder({ locale, failed }: LanguagePlaceholderProps) {
  const { t } = useTranslation('faq');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} aria-busy={!failed || undefined} className={styles.language}>
      <header className={styles.header}>
        <h3 id={headingId} className={styles.name}>
          {t(`languageNames.${locale}`, { ns: 'common' })}
        </h3>
      </header>
      {failed ? (
        <LoadFailed message={t('editor.languageLoadFailed')} />
      ) : (
        <>
          <Skeleton width="80%" announce />
          <Skeleton shape="rect" height={144} />
        </>
      )}
    </section>
  );
}
