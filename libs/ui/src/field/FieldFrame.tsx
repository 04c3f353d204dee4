import type { ReactNode } from 'react';
import { cx } from '../lib/cx';
import { FieldError } from './FieldError';
import type { FieldIds } from './use-field-ids';
import styles from './FieldFrame.module.css';

export interface FieldFrameProps {
  label: ReactNode;
  /** The control's, the hint's and the error's ids (`useFieldIds`). */
  ids: FieldIds;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  /** The label is for assistive technology only: the field's name is shown around it (a `FieldGroup`'s legend). */
  labelHidden?: boolean;
  className?: string;
  children: ReactNode;
}

/** Label, hint, control and error of one field, in reading order. */
export function FieldFrame({ label, ids, hint, error, required, labelHidden, className, children }: FieldFrameProps) {
  return (
    <div className={cx(styles.field, className)}>
      <label htmlFor={ids.inputId} className={labelHidden ? styles.hiddenLabel : styles.label}>
        {label}
        {/* The control itself carries `required`, so the star is for sighted users only. */}
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      {hint && (
        <p id={ids.hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {children}
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  );
}
