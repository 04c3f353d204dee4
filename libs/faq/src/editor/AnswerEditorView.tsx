import { useId, useRef, type FormEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_ANSWER_LENGTH, type FaqAttachment, type FaqEntry } from '@console/faq-data';
import { BlockingNotice, Button, Callout, ChangedElsewhereNotice, Icon, IconButton } from '@console/ui';
import { AttachmentsField } from './AttachmentsField';
import type { UploadProgress } from './attachment-types';
import styles from './AnswerEditorView.module.css';

export interface AnswerEditorViewProps {
  entry: FaqEntry;
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
  /** Translated confirmation, announced politely. */
  savedMessage: string | null;
  headingRef?: Ref<HTMLHeadingElement>;
  onTextChange: (text: string) => void;
  onUseDefault: () => void;
  onPickFiles: (files: File[]) => void;
  onRemoveAttachment: (attachment: FaqAttachment) => void;
  onOpenAttachment: (attachment: FaqAttachment) => void;
  onSave: () => void;
  /** Drops the draft for the answer as saved now. */
  onLoadSaved: () => void;
  /** Keeps the draft; saving it replaces the answer saved elsewhere. */
  onKeepEditing: () => void;
  onClose: () => void;
}

/** The answer editor for one question, as plain props: the catalogue's answer for reference, the bank's answer, files. */
export function AnswerEditorView({
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
  savedMessage,
  headingRef,
  onTextChange,
  onUseDefault,
  onPickFiles,
  onRemoveAttachment,
  onOpenAttachment,
  onSave,
  onLoadSaved,
  onKeepEditing,
  onClose,
}: AnswerEditorViewProps) {
  const { t } = useTranslation('faq');
  const headingId = useId();
  const answerId = useId();
  const hintId = useId();
  const errorId = useId();
  const answerRef = useRef<HTMLTextAreaElement>(null);
  const { question, answered, answer } = entry;
  const importedUnconfirmed = !answered && answer !== null && answer.source === 'default';
  const canSave = (dirty || !answered) && uploads.length === 0 && !changedElsewhere;
  // The notice's buttons go away with it: the answer field is where the bank goes on.
  const choose = (choice: () => void) => () => {
    choice();
    answerRef.current?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSave) onSave();
  };

  return (
    <section aria-labelledby={headingId} className={styles.editor}>
      <header className={styles.header}>
        <div className={styles.meta}>
          <span className={styles.category}>{t(`categories.${question.categoryId}`)}</span>
          {question.isTop && <span className={styles.top}>{t('row.top')}</span>}
          <span className={answered ? styles.answered : styles.open}>{answered ? t('row.answered') : t('row.notAnswered')}</span>
        </div>
        <IconButton label={t('editor.close')} icon={<Icon name="close" />} onClick={onClose} className={styles.close} />
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.title}>
          {question.question}
        </h2>
      </header>

      <form className={styles.form} onSubmit={submit} noValidate>
        {changedElsewhere && (
          <ChangedElsewhereNotice
            title={t('editor.changedElsewhere.title')}
            message={t('editor.changedElsewhere.message')}
            onLoadSaved={choose(onLoadSaved)}
            onKeepEditing={choose(onKeepEditing)}
          />
        )}

        <div className={styles.reference}>
          <h3 className={styles.referenceTitle}>{t('editor.defaultAnswer')}</h3>
          <p className={styles.referenceText}>{question.defaultAnswer || t('editor.noDefaultAnswer')}</p>
          {question.defaultAnswer && (
            <Button variant="ghost" size="sm" onClick={onUseDefault} disabled={saving || text === question.defaultAnswer}>
              {t('editor.useDefault')}
            </Button>
          )}
        </div>

        <div className={styles.field}>
          <label htmlFor={answerId} className={styles.label}>
            {t('editor.answerLabel')}
          </label>
          <p id={hintId} className={styles.hint}>
            {importedUnconfirmed ? t('editor.importedHint') : t('editor.answerHint')}
          </p>
          <textarea
            ref={answerRef}
            id={answerId}
            className={styles.textarea}
            value={text}
            rows={9}
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
          attachments={attachments}
          uploads={uploads}
          errors={attachmentErrors}
          disabled={saving}
          onPickFiles={onPickFiles}
          onRemove={onRemoveAttachment}
          onOpen={onOpenAttachment}
        />

        <div role="alert" className={saveError ? undefined : styles.empty}>
          {saveError && (
            <Callout tone="danger" className={styles.saveError}>
              <Icon name="alert" />
              <span>
                <strong>{t('editor.saveFailed')}</strong> {saveError}
              </span>
            </Callout>
          )}
        </div>
        <p role="status" className={savedMessage ? styles.saved : styles.empty}>
          {savedMessage && (
            <>
              <Icon name="success" /> {savedMessage}
            </>
          )}
        </p>

        <div className={styles.actions}>
          <Button type="submit" loading={saving} disabled={!canSave}>
            {answered || dirty ? t('editor.save') : t('editor.confirm')}
          </Button>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {dirty ? t('editor.discard') : t('editor.close')}
          </Button>
          {dirty && <span className={styles.unsaved}>{t('editor.unsaved')}</span>}
        </div>
      </form>

      <BlockingNotice active={saving} title={t('editor.savingTitle')} />
    </section>
  );
}
