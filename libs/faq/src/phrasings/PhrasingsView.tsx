import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '@console/locale';
import { Button, Callout, Icon, TextAreaField } from '@console/ui';
import type { PhrasingsProblem } from './phrasings-problems';
import styles from './PhrasingsView.module.css';
import status from '../editor/save-status.module.css';

export interface PhrasingsViewProps {
  /** Each language's phrasings as typed: one per line. */
  texts: Record<Locale, string>;
  problems: Record<Locale, PhrasingsProblem>;
  dirty: boolean;
  saving: boolean;
  /** Translated reason a save failed; what was typed stays. */
  saveError: string | null;
  /** The last save went through; announced politely. */
  saved: boolean;
  onChange: (locale: Locale, text: string) => void;
  onSave: () => void;
}

/**
 * "Customers also ask it as…": how the bank's customers ask the question, one way per line in each
 * language, which the assistant learns at the next publish.
 */
export function PhrasingsView({ texts, problems, dirty, saving, saveError, saved, onChange, onSave }: PhrasingsViewProps) {
  const { t } = useTranslation('faq');
  const headingId = useId();
  const hintId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (dirty && LOCALES.every((locale) => problems[locale] === null)) onSave();
  };
  const problemText = (problem: PhrasingsProblem) =>
    problem === null ? undefined : problem.kind === 'too-many' ? t('phrasings.tooMany', { max: problem.max }) : t('phrasings.tooLong', { line: problem.line, max: problem.max });

  return (
    <section aria-labelledby={headingId} aria-describedby={hintId} className={styles.phrasings}>
      <h3 id={headingId} className={styles.title}>
        {t('phrasings.title')}
      </h3>
      <p id={hintId} className={styles.hint}>
        {t('phrasings.hint')}
      </p>
      <form onSubmit={submit} noValidate className={styles.form}>
        <div className={styles.languages}>
          {LOCALES.map((locale) => (
            <TextAreaField
              key={locale}
              lang={locale}
              label={t('phrasings.inLanguage', { language: t(`languageNames.${locale}`, { ns: 'common' }) })}
              value={texts[locale]}
              rows={4}
              error={problemText(problems[locale])}
              disabled={saving}
              onChange={(event) => onChange(locale, event.target.value)}
            />
          ))}
        </div>
        <div role="alert" className={saveError ? undefined : status.empty}>
          {saveError && (
            <Callout tone="danger">
              <Icon name="alert" /> <strong>{t('phrasings.saveFailed')}</strong> {saveError}
            </Callout>
          )}
        </div>
        <p role="status" className={saved ? status.saved : status.empty}>
          {saved && (
            <>
              <Icon name="success" /> {t('phrasings.saved')}
            </>
          )}
        </p>
        <div className={status.actions}>
          <Button type="submit" variant="secondary" loading={saving} disabled={!dirty} aria-label={t('phrasings.save')}>
            {t('phrasings.saveShort')}
          </Button>
          {dirty && <span className={status.unsaved}>{t('editor.unsaved')}</span>}
        </div>
      </form>
    </section>
  );
}
