import { useTranslation } from 'react-i18next';
import { HEX_COLOUR_PATTERN } from '@console/colours';
import { useFieldError, useFormField } from '@console/forms';
import { TextField } from '@console/ui';
import styles from './BubbleColourField.module.css';

export interface BubbleColourFieldProps {
  name: string;
  label: string;
  hint?: string;
  required?: boolean;
  /** What the picker shows while the typed text is not a colour yet. */
  fallbackColour: string;
}

/**
 * The bubble colour as a hex text field with the browser's own colour picker beside it; both edit the
 * same value, so a typed code moves the picker and a picked colour rewrites the code.
 */
export function BubbleColourField({ name, label, hint, required, fallbackColour }: BubbleColourFieldProps) {
  const { t } = useTranslation('settings');
  const field = useFormField<string>(name);
  const error = useFieldError(name);
  const value = field.value ?? '';
  const pickerValue = (HEX_COLOUR_PATTERN.test(value.trim()) ? value.trim() : fallbackColour).toLowerCase();

  return (
    <TextField
      {...field}
      value={value}
      label={label}
      hint={hint}
      error={error}
      required={required}
      spellCheck={false}
      autoComplete="off"
      maxLength={7}
      className={styles.code}
      endAdornment={
        <input
          type="color"
          className={styles.picker}
          aria-label={t('assistant.pickColour')}
          value={pickerValue}
          onChange={(event) => {
            field.setValue(event.target.value.toUpperCase());
            field.setTouched(true, false);
          }}
        />
      }
    />
  );
}
