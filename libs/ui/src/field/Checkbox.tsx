import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../lib/cx';
import { FieldError } from './FieldError';
import { useFieldIds } from './use-field-ids';
import styles from './Checkbox.module.css';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'> {
  /** May contain links, e.g. "I agree to the <a>terms</a> and <a>privacy policy</a>". */
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  fieldClassName?: string;
}

export function Checkbox({
  label,
  hint,
  error,
  id,
  className,
  fieldClassName,
  'aria-describedby': extraDescribedBy,
  ...inputProps
}: CheckboxProps) {
  const ids = useFieldIds(id);
  const invalid = Boolean(error);
  return (
    <div className={cx(styles.field, fieldClassName)}>
      <div className={styles.row}>
        <input
          {...inputProps}
          id={ids.inputId}
          type="checkbox"
          aria-invalid={invalid || undefined}
          aria-describedby={ids.describedBy({ hint, error, extra: extraDescribedBy })}
          className={cx(styles.input, className)}
        />
        {/* A <label> (not a wrapping one) so links inside it stay separately clickable. */}
        <label htmlFor={ids.inputId} className={styles.label}>
          {label}
        </label>
      </div>
      {hint && (
        <p id={ids.hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <FieldError id={ids.errorId} className={styles.error}>
        {error}
      </FieldError>
    </div>
  );
}
