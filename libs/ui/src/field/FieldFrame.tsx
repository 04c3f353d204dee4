import type { ReactNode } from 'react';
import { cx } from '../lib/cx';
import { FieldError } from './FieldError';
import styles from './FieldFrame.module.css';

export interface FieldFrameProps {
  label: ReactNode;
  htmlFor: string;
  hint?: ReactNode;
  hintId: string;
  error?: ReactNode;
  errorId: string;
  required?: boolean;
  className?: string;
  children: ReactNode;
}

/** Label, hint, control and error of one field, in reading order. */
export function FieldFrame({ label, htmlFor, hint, hintId, error, errorId, required, className, children }: FieldFrameProps) {
  return (
    <div className={cx(styles.field, className)}>
      <label htmlFor={htmlFor} className={styles.label}>
        {label}
        {/* The control itself carries `required`, so the star is for sighted users only. */}
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {children}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
