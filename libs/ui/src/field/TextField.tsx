import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../lib/cx';
import { FieldFrame } from './FieldFrame';
import { useFieldIds } from './use-field-ids';
import styles from './TextField.module.css';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  /** Translated error text; marks the input invalid and describes it. */
  error?: ReactNode;
  /** Something inside the box after the input, such as a show-password button. */
  endAdornment?: ReactNode;
  /** Class of the outer wrapper; `className` goes to the input. */
  fieldClassName?: string;
  /** Shown around the field instead (a `FieldGroup`'s legend): the label is read out, not drawn. */
  labelHidden?: boolean;
}

export function TextField({
  label,
  hint,
  error,
  endAdornment,
  id,
  required,
  disabled,
  className,
  fieldClassName,
  labelHidden,
  type = 'text',
  'aria-describedby': extraDescribedBy,
  ...inputProps
}: TextFieldProps) {
  const ids = useFieldIds(id);
  const invalid = Boolean(error);
  return (
    <FieldFrame label={label} ids={ids} hint={hint} error={error} required={required} labelHidden={labelHidden} className={fieldClassName}>
      <div className={cx(styles.control, invalid && styles.invalid, disabled && styles.disabled)}>
        <input
          {...inputProps}
          id={ids.inputId}
          type={type}
          required={required}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={ids.describedBy({ hint, error, extra: extraDescribedBy })}
          className={cx(styles.input, className)}
        />
        {endAdornment && <div className={styles.end}>{endAdornment}</div>}
      </div>
    </FieldFrame>
  );
}
