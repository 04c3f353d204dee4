import { useField } from 'formik';
import { useId } from 'react';
import { useFieldError } from '@console/forms';
import { FieldError } from '@console/ui';
import styles from './ProductForm.module.css';

/** A multi-line text bound to the form, with its error under it. */
export function TextAreaField({ name, label, rows = 3 }: { name: string; label: string; rows?: number }) {
  const [field] = useField<string>(name);
  const error = useFieldError(name);
  const id = useId();
  return (
    <div className={styles.textArea}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <textarea
        {...field}
        id={id}
        rows={rows}
        value={field.value ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={styles.textAreaInput}
      />
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}
