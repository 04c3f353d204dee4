import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../lib/cx';
import { FieldFrame } from './FieldFrame';
import { useFieldIds } from './use-field-ids';
import styles from './TextField.module.css';

export interface TextAreaFieldProps extends Omit<ComponentPropsWithRef<'textarea'>, 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  /** Translated error text; marks the field invalid and describes it. */
  error?: ReactNode;
  /** Class of the outer wrapper; `className` goes to the textarea. */
  fieldClassName?: string;
}

/** A text of a few sentences, framed, labelled and described like every other field. */
export function TextAreaField({ label, hint, error, id, required, disabled, className, fieldClassName, rows = 3, 'aria-describedby': extraDescribedBy, ...props }: TextAreaFieldProps) {
  const ids = useFieldIds(id);
  const invalid = Boolean(error);
  return (
    <FieldFrame label={label} ids={ids} hint={hint} error={error} required={required} className={fieldClassName}>
      <div className={cx(styles.control, invalid && styles.invalid, disabled && styles.disabled)}>
        <textarea
          {...props}
          id={ids.inputId}
          rows={rows}
          required={required}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={ids.describedBy({ hint, error, extra: extraDescribedBy })}
          className={cx(styles.input, styles.textarea, className)}
        />
      </div>
    </FieldFrame>
  );
}
