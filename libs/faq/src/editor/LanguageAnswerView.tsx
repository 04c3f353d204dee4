import { useEffect, useId, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_ANSWER_LENGTH, type FaqAttachment, type FaqLanguageEntry } from '@console/faq-data';
import { BlockingNotice, Button, Callout, ChangedElsewhereNotice, Icon } from '@console/ui';
import { AttachmentsField } from './AttachmentsField';
import type { UploadProgress } from './attachment-types';
import { LanguageStateBadge } from './LanguageStateBadge';
import styles from './LanguageAnswerView.module.css';
import status from './save-status.module.css';

export interface LanguageAnswerViewProps {
  /** The question and the saved answer in this language. */
  entry: FaqLanguageEntry;
  text: string;
  attachments: readonly FaqAttachment[];
  uploads: readonly UploadProgress[];
  attachmentErrors: readonly string[];
  dirty: boolean;
  /** The saved answer changed while the draft had changes: saving waits for the bank's choice. */
  changedElsewhere: boolean;
  saving: boolean;
  /** Translated message under the answer field (empty answer, too long). */
  validationError: string | null;
  /** Translated reason a save failed; the text stays as typed. */
  saveError: string | null;
  /** Whether the last save of this draft went through; announced politely. */
  saved: boolean;
  /** Whether the bank's answer in this language was just withdrawn; announced politely. */
  withdrawn: boolean;
  onTextChange: (text: string) => void;
  onUseDefault: () => void;
  onPickFiles: (files: File[]) => void;
  onRemoveAttachment: (attachment: FaqAttachment) => void;
  onOpenAttachment: (attachment: FaqAttachment) => void;
  onSave: () => void;
  /** Asks to withdraw the saved answer (the editor confirms first). */
  onWithdraw: () => void;
  /** Drops the draft for the answer as saved now. */
  onLoadSaved: () => void;
  /** Keeps the draft; saving it replaces the answer saved elsewhere. */
  onKeepEditing: () => void;
}

/**
 * One language's answer to a question, as plain props: the question and the standard answer in that
 * language (what a translator reads), the bank's answer, its files and its own save. Everything in
 * the language itself carries `lang`, so screen readers and spelling checks treat it as that language.
 */
export function LanguageAnswerView({
  entry,
  text,
  attachments,
  uploads,
  attachmentErrors,
  dirty,
  changedElsewhere,
  saving,
  validationError,
  saveError,
  saved,
  withdrawn,
  onTextChange,
  onUseDefault,
  onPickFiles,
  onRemoveAttachment,
  onOpenAttachment,
  onSave,
  onWithdraw,
  onLoadSaved,
  onKeepEditing,
}: LanguageAnswerViewProps) {
  const { t } = useTranslation('faq');
  const headingId = useId();
  const stateId = useId();
  const answerId = useId();
  const hintId = useId();
  const errorId = useId();
  const answerRef = useRef<HTMLTextAreaElement>(null);
  const { locale, question, state } = entry;
  const language = t(`languageNames.${locale}`, { ns: 'common' });
  const answered = state === 'answered';
  const defaultAnswer = question?.defaultAnswer ?? '';
  const canSave = (dirty || !answered) && uploads.length === 0 && !changedElsewhere;
  // What is withdrawn is the saved answer, so only while no changes of the draft would be lost with it.
  const canWithdraw = answered && !dirty && !saving && uploads.length === 0 && !changedElsewhere;
  // The notice's buttons go away with it: the answer field is where the bank goes on.
  const choose = (choice: () => void) => () => {
    choice();
    answerRef.current?.focus();
  };

  // The withdraw button goes away with the answer: the emptied answer field is where the bank goes on.
  useEffect(() => {
    if (withdrawn) answerRef.current?.focus();
  }, [withdrawn]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSave) onSave();
  };

  return (
    <section aria-labelledby={headingId} aria-describedby={stateId} className={styles.language}>
      <header className={styles.header}>
        <h3 id={headingId} className={styles.name}>
          {language}
        </h3>
        <LanguageStateBadge id={stateId} state={state} />
      </header>

      <div className={styles.question}>
        <p className={styles.caption}>{t('editor.question')}</p>
        {question ? (
          <p lang={locale} className={styles.questionText}>
            {question.question}
          </p>
        ) : (
          <p className={styles.missingQuestion}>{t('editor.noQuestion')}</p>
        )}
      </div>

      <form className={styles.form} onSubmit={submit} noValidate>
        {changedElsewhere && (
          <ChangedElsewhereNotice
            title={t('editor.changedElsewhere.title', { language })}
            message={t('editor.changedElsewhere.message')}
            onLoadSaved={choose(onLoadSaved)}
            onKeepEditing={choose(onKeepEditing)}
          />
        )}

        <div className={styles.reference}>
          <h4 className={styles.caption}>{t('editor.defaultAnswer')}</h4>
          {defaultAnswer ? (
            <p lang={locale} className={styles.referenceText}>
              {defaultAnswer}
            </p>
          ) : (
            <p className={styles.referenceText}>{t('editor.noDefaultAnswer')}</p>
          )}
          {defaultAnswer && (
            <Button variant="ghost" size="sm" onClick={onUseDefault} disabled={saving || text === defaultAnswer} aria-label={t('editor.useDefaultIn', { language })}>
              {t('editor.useDefault')}
            </Button>
          )}
        </div>

        <div className={styles.field}>
          <label htmlFor={answerId} className={styles.label}>
            {t('editor.answerIn', { language })}
          </label>
          <p id={hintId} className={styles.hint}>
            {state === 'standard' ? t('editor.importedHint') : t('editor.answerHint')}
          </p>
          <textarea
            ref={answerRef}
            id={answerId}
            lang={locale}
            className={styles.textarea}
            value={text}
            rows={8}
            aria-invalid={validationError ? true : undefined}
            aria-describedby={validationError ? `${hintId} ${errorId}` : hintId}
            onChange={(event) => onTextChange(event.target.value)}
          />
          <div className={styles.fieldFooter}>
            <p id={errorId} className={styles.fieldError}>
              {validationError && (
                <>
                  <Icon name="alert" /> {validationError}
                </>
              )}
            </p>
            <span className={text.trim().length > MAX_ANSWER_LENGTH ? styles.overLimit : styles.counter}>
              {t('editor.characters', { count: text.trim().length, max: MAX_ANSWER_LENGTH })}
            </span>
          </div>
        </div>

        <AttachmentsField
          language={language}
          attachments={attachments}
          uploads={uploads}
          errors={attachmentErrors}
          disabled={saving}
          onPickFiles={onPickFiles}
          onRemove={onRemoveAttachment}
          onOpen={onOpenAttachment}
        />

        <div role="alert" className={saveError ? undefined : status.empty}>
          {saveError && (
            <Callout tone="danger" className={styles.saveError}>
              <Icon name="alert" />
              <span>
                <strong>{t('editor.saveFailed', { language })}</strong> {saveError}
              </span>
            </Callout>
          )}
        </div>
        <p role="status" className={saved || withdrawn ? status.saved : status.empty}>
          {saved && (
            <>
              <Icon name="success" /> {t('editor.saved', { language })}
            </>
          )}
          {withdrawn && (
            <>
              <Icon name="success" /> {t('editor.withdraw.done', { language })}
            </>
          )}
        </p>

        <div className={status.actions}>
          <Button type="submit" loading={saving} disabled={!canSave} aria-label={answered || dirty ? t('editor.saveIn', { language }) : t('editor.confirmIn', { language })}>
            {answered || dirty ? t('editor.save') : t('editor.confirm')}
          </Button>
          {dirty && <span className={status.unsaved}>{t('editor.unsaved')}</span>}
          {answered && (
            <Button variant="ghost" className={styles.withdraw} onClick={onWithdraw} disabled={!canWithdraw} aria-label={t('editor.withdraw.actionIn', { language })}>
              {t('editor.withdraw.action')}
            </Button>
          )}
        </div>
      </form>

      <BlockingNotice active={saving} title={t('editor.savingTitle')} />
    </section>
  );
}
