import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey, isWriteConflict, type Locale } from '@console/backend';
import { attachmentRejection, MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS, useAttachmentFiles, useSaveAnswer, type FaqAttachment, type FaqEntry } from '@console/faq-data';
import { useLeaveWarning } from '@console/leave-warning';
import { MAX_ANSWER_LENGTH } from '@console/faq-data';
import { AnswerEditorView } from './AnswerEditorView';
import type { UploadProgress } from './attachment-types';
import { useAnswerDraft } from './use-answer-draft';

export interface AnswerEditorProps {
  entry: FaqEntry;
  locale: Locale;
  /** Asks to close; the screen confirms first when there are unsaved changes. */
  onClose: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

let uploadIds = 0;

/** The editor of one question's answer, bound to the account's data: save, upload, remove. */
export function AnswerEditor({ entry, locale, onClose, onDirtyChange }: AnswerEditorProps) {
  const { t } = useTranslation('faq');
  const draft = useAnswerDraft(entry);
  const { text, setText, attachments, setAttachments, baseline, dirty, changedElsewhere, expectSaved, markSaved, refusedAsChanged } = draft;
  const save = useSaveAnswer();
  const files = useAttachmentFiles();
  const [uploads, setUploads] = useState<UploadProgress[]>([]);
  const [attachmentErrors, setAttachmentErrors] = useState<string[]>([]);
  const [validationError, setValidationError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [savedMessage, setSavedMessage] = useState<string | null>(null);
  // Files this draft uploaded that no saved answer lists yet: the only files it may delete (when it is
  // saved without them, or discarded). Every upload has a path of its own, so no other answer has them.
  const unsavedUploads = useRef(new Set<string>());
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => headingRef.current?.focus(), []);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);
  useLeaveWarning(dirty, 'unsaved-changes');
  useLeaveWarning(save.isPending || uploads.length > 0, 'saving');

  const removeFile = files.remove;
  const deleteUnsavedUploads = useCallback(() => {
    const pending = unsavedUploads.current;
    for (const path of pending) void removeFile(path).catch(() => undefined);
    pending.clear();
  }, [removeFile]);
  // Closing without saving leaves no orphaned files behind.
  useEffect(() => deleteUnsavedUploads, [deleteUnsavedUploads]);

  const changeText = (value: string) => {
    setText(value);
    setSavedMessage(null);
    if (validationError) setValidationError(null);
  };

  const pickFiles = async (picked: File[]) => {
    const errors: string[] = [];
    let count = attachments.length + uploads.length;
    const accepted: File[] = [];
    for (const file of picked) {
      const rejection = attachmentRejection(file, count);
      if (rejection === 'count') errors.push(t('attachments.errors.count', { name: file.name, count: MAX_ATTACHMENTS }));
      else if (rejection === 'type') errors.push(t('attachments.errors.type', { name: file.name }));
      else if (rejection === 'size') errors.push(t('attachments.errors.size', { name: file.name, max: MAX_ATTACHMENT_BYTES / (1024 * 1024) }));
      else {
        accepted.push(file);
        count += 1;
      }
    }
    setAttachmentErrors(errors);
    setSavedMessage(null);
    await Promise.all(
      accepted.map(async (file) => {
        const id = `upload-${++uploadIds}`;
        setUploads((current) => [...current, { id, name: file.name, fraction: 0 }]);
        try {
          const stored = await files.upload({ locale, faqId: entry.id }, file, (fraction) =>
            setUploads((current) => current.map((upload) => (upload.id === id ? { ...upload, fraction } : upload))),
          );
          unsavedUploads.current.add(stored.path);
          setAttachments((current) => [...current, stored]);
        } catch (error) {
          setAttachmentErrors((current) => [...current, t('attachments.errors.upload', { name: file.name, reason: t(errorMessageKey(error), { ns: 'common' }) })]);
        } finally {
          setUploads((current) => current.filter((upload) => upload.id !== id));
        }
      }),
    );
  };

  // Only taken out of the draft: what is deleted is decided once, when the draft is saved or discarded.
  const removeAttachment = (attachment: FaqAttachment) => {
    setAttachments((current) => current.filter((item) => item.path !== attachment.path));
    setSavedMessage(null);
  };

  const loadSaved = () => {
    deleteUnsavedUploads();
    draft.loadSaved();
    setSavedMessage(null);
    setValidationError(null);
    setSaveError(null);
  };

  const openAttachment = useCallback(
    async (attachment: FaqAttachment) => {
      try {
        window.open(await files.url(attachment), '_blank', 'noopener');
      } catch (error) {
        setAttachmentErrors([t('attachments.errors.open', { name: attachment.name, reason: t(errorMessageKey(error), { ns: 'common' }) })]);
      }
    },
    [files, t],
  );

  const submit = async () => {
    const trimmed = text.trim();
    if (trimmed.length === 0) {
      setValidationError(t('editor.errors.required'));
      return;
    }
    // What is saved is the trimmed text, so that is what the limit (and the rules' 4000) applies to.
    if (trimmed.length > MAX_ANSWER_LENGTH) {
      setValidationError(t('editor.errors.tooLong', { max: MAX_ANSWER_LENGTH }));
      return;
    }
    setSaveError(null);
    setSavedMessage(null);
    const version = { text: trimmed, attachments };
    expectSaved(version);
    try {
      await save.mutateAsync({
        faqId: entry.id,
        locale,
        text: trimmed,
        attachments: [...attachments],
        draftUploads: [...unsavedUploads.current],
        // Only over the version the draft started from: a save made elsewhere meanwhile is asked about.
        basedOn: entry.answer ? { text: baseline.text, attachmentPaths: baseline.attachments.map((item) => item.path) } : null,
      });
      // Listed uploads are saved now; the others were deleted with the save.
      unsavedUploads.current.clear();
      setText(trimmed);
      markSaved(version);
      setSavedMessage(t('editor.saved'));
    } catch (error) {
      if (isWriteConflict(error)) return refusedAsChanged();
      expectSaved(null);
      setSaveError(t(errorMessageKey(error), { ns: 'common' }));
    }
  };

  return (
    <AnswerEditorView
      entry={entry}
      text={text}
      attachments={attachments}
      uploads={uploads}
      attachmentErrors={attachmentErrors}
      dirty={dirty}
      changedElsewhere={changedElsewhere}
      saving={save.isPending}
      validationError={validationError}
      saveError={saveError}
      savedMessage={savedMessage}
      headingRef={headingRef}
      onTextChange={changeText}
      onUseDefault={() => changeText(entry.question.defaultAnswer)}
      onPickFiles={(picked) => void pickFiles(picked)}
      onRemoveAttachment={removeAttachment}
      onOpenAttachment={(attachment) => void openAttachment(attachment)}
      onSave={() => void submit()}
      onLoadSaved={loadSaved}
      onKeepEditing={draft.keepEditing}
      onClose={onClose}
    />
  );
}
