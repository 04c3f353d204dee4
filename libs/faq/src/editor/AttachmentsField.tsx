import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ATTACHMENT_TYPES, MAX_ATTACHMENTS, type FaqAttachment } from '@console/faq-data';
import { Icon, IconButton, ProgressBar } from '@console/ui';
import type { UploadProgress } from './attachment-types';
import styles from './AttachmentsField.module.css';

export interface AttachmentsFieldProps {
  /** The answer's language, named in the console's language: a question has files per language. */
  language: string;
  attachments: readonly FaqAttachment[];
  uploads: readonly UploadProgress[];
  errors: readonly string[];
  disabled?: boolean;
  onPickFiles: (files: File[]) => void;
  onRemove: (attachment: FaqAttachment) => void;
  onOpen: (attachment: FaqAttachment) => void;
}

/** The files sent with one language's answer: a native file picker, upload progress, open and remove. */
export function AttachmentsField({ language, attachments, uploads, errors, disabled = false, onPickFiles, onRemove, onOpen }: AttachmentsFieldProps) {
  const { t, i18n } = useTranslation('faq');
  const headingId = useId();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const size = (bytes: number) =>
    new Intl.NumberFormat(i18n.language, { style: 'unit', unit: bytes >= 1024 * 1024 ? 'megabyte' : 'kilobyte', maximumFractionDigits: 1 }).format(
      bytes >= 1024 * 1024 ? bytes / (1024 * 1024) : Math.max(1, bytes / 1024),
    );
  const full = attachments.length + uploads.length >= MAX_ATTACHMENTS;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared so that picking the same file again after removing it fires a change.
    event.target.value = '';
    if (files.length > 0) onPickFiles(files);
  };

  return (
    <div role="group" aria-labelledby={headingId} className={styles.field}>
      <h4 id={headingId} className={styles.heading}>
        {t('attachments.heading')}
      </h4>
      <p id={hintId} className={styles.hint}>
        {t('attachments.hint', { count: MAX_ATTACHMENTS })}
      </p>
      {attachments.length > 0 && (
        <ul className={styles.files}>
          {attachments.map((attachment) => (
            <li key={attachment.path} className={styles.file}>
              <Icon name={attachment.contentType.startsWith('image/') ? 'image' : 'upload'} />
              <button type="button" className={styles.open} onClick={() => onOpen(attachment)}>
                {attachment.name}
              </button>
              <span className={styles.size}>{size(attachment.size)}</span>
              <IconButton label={t('attachments.remove', { name: attachment.name })} icon={<Icon name="trash" />} onClick={() => onRemove(attachment)} disabled={disabled} size="sm" />
            </li>
          ))}
        </ul>
      )}
      {uploads.map((upload) => (
        <div key={upload.id} className={styles.upload}>
          <span className={styles.uploadName}>{t('attachments.uploading', { name: upload.name })}</span>
          <ProgressBar label={t('attachments.uploadProgress', { name: upload.name })} value={Math.round(upload.fraction * 100)} size="sm" />
        </div>
      ))}
      <input
        id={inputId}
        type="file"
        multiple
        accept={ATTACHMENT_TYPES.join(',')}
        className={styles.input}
        aria-label={t('attachments.addIn', { language })}
        aria-describedby={errors.length > 0 ? `${hintId} ${errorId}` : hintId}
        disabled={disabled || full}
        onChange={onChange}
      />
      <label htmlFor={inputId} className={styles.pick} data-disabled={disabled || full || undefined}>
        <Icon name="upload" />
        {t('attachments.add')}
      </label>
      <div id={errorId} role="alert" className={styles.errors}>
        {errors.map((error) => (
          <p key={error} className={styles.error}>
            <Icon name="alert" /> {error}
          </p>
        ))}
      </div>
    </div>
  );
}
