import { useRef, useState, type ChangeEvent, type FocusEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../lib/cx';
import { Button } from '../button/Button';
import { Icon } from '../icon/Icon';
import { FieldFrame } from '../field/FieldFrame';
import { useFieldIds } from '../field/use-field-ids';
import {
  DEFAULT_IMAGE_TYPES,
  DEFAULT_MAX_IMAGE_BYTES,
  checkImageFile,
  describeFileTypes,
  formatFileSize,
  type FileRejection,
} from './file-rules';
import { usePreviewUrl } from './use-preview-url';
import { ProgressBar } from '../progress-bar/ProgressBar';
import styles from './ImageInput.module.css';

export interface ImageInputProps {
  label: ReactNode;
  /** The chosen file, or the URL of the image already saved. */
  value?: File | string | null;
  /** Receives an accepted file, or null when the image is removed. Rejected files never arrive here. */
  onChange: (file: File | null) => void;
  /** Told about a rejected file, for logging or analytics; the message is shown anyway. */
  onReject?: (reason: FileRejection, file: File) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** MIME types, wildcards allowed ("image/*"). */
  accept?: readonly string[];
  maxSizeBytes?: number;
  /** 0–100 while uploading; shows a progress bar. */
  progress?: number;
  /** Translated error from the form (e.g. "Image is required"). */
  error?: ReactNode;
  /** Defaults to the accepted types and the size limit. */
  hint?: ReactNode;
  /** Alternative text of the preview; defaults to a translated "Preview of the chosen image". */
  previewAlt?: string;
  id?: string;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  className?: string;
}

export function ImageInput({
  label,
  value,
  onChange,
  onReject,
  onBlur,
  accept = DEFAULT_IMAGE_TYPES,
  maxSizeBytes = DEFAULT_MAX_IMAGE_BYTES,
  progress,
  error,
  hint,
  previewAlt,
  id,
  name,
  required,
  disabled,
  className,
}: ImageInputProps) {
  const { t, i18n } = useTranslation('ui');
  const ids = useFieldIds(id);
  const inputRef = useRef<HTMLInputElement>(null);
  const [rejection, setRejection] = useState<FileRejection | null>(null);
  const previewUrl = usePreviewUrl(value);

  const types = describeFileTypes(accept, i18n.language);
  const size = formatFileSize(maxSizeBytes, i18n.language);
  const rejectionText =
    rejection === 'type' ? t('imageInput.wrongType', { types }) : rejection === 'size' ? t('imageInput.tooLarge', { size }) : null;
  const shownError = rejectionText ?? error;
  const shownHint = hint ?? t('imageInput.hint', { types, size });

  const onFileChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again still fires a change.
    event.target.value = '';
    if (!file) return;
    const reason = checkImageFile(file, accept, maxSizeBytes);
    setRejection(reason);
    if (reason) {
      onReject?.(reason, file);
      return;
    }
    onChange(file);
  };

  const remove = () => {
    setRejection(null);
    onChange(null);
    inputRef.current?.focus();
  };

  const percent = progress === undefined ? undefined : Math.round(Math.min(100, Math.max(0, progress)));

  return (
    <FieldFrame label={label} ids={ids} hint={shownHint} error={shownError} required={required} className={className}>
      <div className={cx(styles.box, shownError ? styles.invalid : undefined)}>
        <div className={styles.preview}>
          {previewUrl ? (
            <img src={previewUrl} alt={previewAlt ?? t('imageInput.previewAlt')} className={styles.image} />
          ) : (
            <Icon name="image" size="2rem" />
          )}
        </div>
        <div className={styles.side}>
          <div className={styles.actions}>
            <input
              ref={inputRef}
              id={ids.inputId}
              name={name}
              type="file"
              accept={accept.join(',')}
              required={required && !previewUrl}
              disabled={disabled}
              aria-invalid={shownError ? true : undefined}
              aria-describedby={ids.describedBy({ hint: shownHint, error: shownError })}
              className={styles.input}
              onChange={onFileChange}
              onBlur={onBlur}
            />
            <label htmlFor={ids.inputId} className={styles.choose}>
              <Icon name="upload" size="1rem" />
              {previewUrl ? t('imageInput.replace') : t('imageInput.choose')}
            </label>
            {previewUrl && (
              <Button variant="ghost" size="sm" startIcon={<Icon name="trash" size="1rem" />} disabled={disabled} onClick={remove}>
                {t('imageInput.remove')}
              </Button>
            )}
          </div>
          {percent !== undefined && (
            <ProgressBar label={t('imageInput.uploading')} value={percent} size="sm" />
          )}
        </div>
      </div>
    </FieldFrame>
  );
}
