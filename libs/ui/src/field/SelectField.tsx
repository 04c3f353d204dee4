import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../lib/cx';
import { Icon } from '../icon/Icon';
import { FieldFrame } from './FieldFrame';
import { useFieldIds } from './use-field-ids';
import styles from './SelectField.module.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps extends ComponentPropsWithRef<'select'> {
  label: ReactNode;
  /** The choices; `children` (option elements) may be used instead, e.g. for option groups. */
  options?: readonly SelectOption[];
  /** A first, empty choice such as "Choose…", selectable only as the initial state. */
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  fieldClassName?: string;
  /** Shown around the field instead (a `FieldGroup`'s legend): the label is read out, not drawn. */
  labelHidden?: boolean;
}

export function SelectField({
  label,
  options,
  placeholder,
  hint,
  error,
  id,
  required,
  className,
  fieldClassName,
  labelHidden,
  children,
  'aria-describedby': extraDescribedBy,
  ...selectProps
}: SelectFieldProps) {
  const ids = useFieldIds(id);
  const invalid = Boolean(error);
  return (
    <FieldFrame label={label} ids={ids} hint={hint} error={error} required={required} labelHidden={labelHidden} className={fieldClassName}>
      <div className={styles.control}>
        <select
          {...selectProps}
          id={ids.inputId}
          required={required}
          aria-invalid={invalid || undefined}
          aria-describedby={ids.describedBy({ hint, error, extra: extraDescribedBy })}
          className={cx(styles.select, className)}
        >
          {placeholder !== undefined && (
            <option value="" disabled={required}>
              {placeholder}
            </option>
          )}
          {options?.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
          {children}
        </select>
        <Icon name="chevronDown" className={styles.chevron} />
      </div>
    </FieldFrame>
  );
}
