import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@console/locale';
import { errorMessageKey, isConnectionError, isWriteConflict } from '@console/backend';
import {
  attachmentRejection,
  MAX_ANSWER_LENGTH,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS,
  useAttachmentFiles,
  useSaveAnswer,
  withdrawalOf,
  type FaqAttachment,
  type FaqLanguageEntry,
} from '@console/faq-data';
import { useRetryWhenOnline } from '@console/forms/guards';
import { useLeaveWarning } from '@console/leave-warning';
import { useConfirm } from '@console/ui';
import type { UploadProgress } from './attachment-types';
import { LanguageAnswerView } from './LanguageAnswerView';
import { useAnswerDraft } from './use-answer-draft';

export interface LanguageAnswerEditorProps {
  faqId: string;
  /** The question and the saved answer in this language, live. */
  entry: FaqLanguageEntry;
  onDirtyChange: (locale: Locale, dirty: boolean) => void;
}

let uploadIds = 0;

/**
 * The editor of one language's answer, bound to the account's data. Each language is a document of
 * its own with its own version, so each has its own draft, save, conflict notice and uploads: a
 * conflict or a failed save in one language never holds back what was typed in another.
 */
export function LanguageAnswerEditor({ faqId, entry, onDirtyChange }: LanguageAnswerEditorProps) {
  const { t } = useTranslation('faq');
  const { locale } = entry;
  const draft = useAnswerDraft(entry.answer);
  const { text, setText, attachments, setAttachments, baseline, dirty, changedElsewhere, expectSaved, markSaved, refusedAsChanged } = draft;
  const save = useSaveAnswer();
  const retry = useRetryWhenOnline();
  const files = useAttachmentFiles();
  const [uploads, setUploads] = useState<UploadProgress[]>([]);
  const [attachmentErrors, setAttachmentErrors] = useState<string[]>([]);
  const [validationError, setValidationError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [withdrawn, setWithdrawn] = useState(false);
  const { confirm, confirmDialog } = useConfirm();
  // Files this draft uploaded that no saved answer lists yet: the only files it may delete (when it is
  // saved without them, or discarded). Every upload has a path of its own, so no other answer has them.
  const unsavedUploads = useRef(new Set<string>());

  useEffect(() => onDirtyChange(locale, dirty), [locale, dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(locale, false), [locale, onDirtyChange]);
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
    setSaved(false);
    setWithdrawn(false);
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
    setSaved(false);
    await Promise.all(
      accepted.map(async (file) => {
        const id = `upload-${++uploadIds}`;
        setUploads((current) => [...current, { id, name: file.name, fraction: 0 }]);
        try {
          const stored = await files.upload({ locale, faqId }, file, (fraction) =>
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
    setSaved(false);
  };

  const loadSaved = () => {
    deleteUnsavedUploads();
    draft.loadSaved();
    setSaved(false);
    setWithdrawn(false);
    setValidationError(null);
    setSaveError(null);
  };

  const openAttachment = async (attachment: FaqAttachment) => {
    try {
      window.open(await files.url(attachment), '_blank', 'noopener');
    } catch (error) {
      setAttachmentErrors([t('attachments.errors.open', { name: attachment.name, reason: t(errorMessageKey(error), { ns: 'common' }) })]);
    }
  };

  // The retry after a save made offline submits what is typed then, not what was typed at the failure.
  const submitRef = useRef<() => Promise<void>>(async () => undefined);
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
    setSaved(false);
    setWithdrawn(false);
    const version = { text: trimmed, attachments };
    expectSaved(version);
    try {
      await save.mutateAsync({
        faqId,
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
      setSaved(true);
    } catch (error) {
      if (isWriteConflict(error)) return refusedAsChanged();
      expectSaved(null);
      setSaveError(t(retry.schedule(isConnectionError(error), () => void submitRef.current()) ? 'errors.retryWhenOnline' : errorMessageKey(error), { ns: 'common' }));
    }
  };
  useLayoutEffect(() => {
    submitRef.current = submit;
  });

  const withdraw = async () => {
    const answer = entry.answer;
    if (!answer) return;
    const language = t(`languageNames.${locale}`, { ns: 'common' });
    const confirmed = await confirm({
      variant: 'danger',
      title: t('editor.withdraw.title', { language }),
      message: t('editor.withdraw.message', { language }),
      confirmLabel: t('editor.withdraw.confirm'),
      cancelLabel: t('editor.withdraw.cancel'),
    });
    if (!confirmed) return;
    setSaveError(null);
    setSaved(false);
    const version = { text: '', attachments: [] };
    expectSaved(version);
    try {
      await save.mutateAsync(withdrawalOf(faqId, locale, answer));
      setText('');
      setAttachments([]);
      markSaved(version);
      setWithdrawn(true);
    } catch (error) {
      if (isWriteConflict(error)) return refusedAsChanged();
      expectSaved(null);
      setSaveError(t(errorMessageKey(error), { ns: 'common' }));
    }
  };

  return (
    <>
      <LanguageAnswerView
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
        saved={saved}
        withdrawn={withdrawn}
        onTextChange={changeText}
        onUseDefault={() => changeText(entry.question?.defaultAnswer ?? '')}
        onPickFiles={(picked) => void pickFiles(picked)}
        onRemoveAttachment={removeAttachment}
        onOpenAttachment={(attachment) => void openAttachment(attachment)}
        onSave={() => void submit()}
        onWithdraw={() => void withdraw()}
        onLoadSaved={loadSaved}
        onKeepEditing={draft.keepEditing}
      />
      {confirmDialog}
    </>
  );
}
