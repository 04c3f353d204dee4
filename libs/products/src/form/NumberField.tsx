import { useId, useState, type ChangeEvent, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldError, useFormField, useFormValue } from '@console/forms';
import { formatDecimalForInput, parseOptionalDecimal } from '@console/numbers';
import { UNUSUAL_INTEREST_RATE_PERCENT } from '@console/products-data/form';
import { TextField } from '@console/ui';
import styles from './ProductForm.module.css';

/**
 * An amount of money (in the product's currency), a per-cent figure, an interest rate (a per-cent figure
 * that asks to be checked above the usual), or a count whose unit the label names.
 */
export type NumberKind = 'amount' | 'percent' | 'interest-rate' | 'count';

export interface NumberFieldProps {
  /** The label is read out but shown around the field (a `FieldGroup`'s legend). */
  labelHidden?: boolean;
  name: string;
  label: string;
  kind?: NumberKind;
  /** When the number is typed in another unit than it is stored in (years of a period kept in months). */
  convert?: { toStored: (typed: number | undefined) => number | undefined; fromStored: (stored: number | undefined) => number | undefined };
}

/**
 * A number typed as people write it in the console's language: `3,9` and `3.9` are both 3.9, `600.000`
 * is six hundred thousand in Macedonian. A text input, not `type="number"`, because the browser's number
 * input drops the decimal comma (3,9 became 39). On leaving the field the number is written back in the
 * language's form, so the person sees how it was read; what cannot be read stays as typed and the rules
 * say so.
 */
export function NumberField({ name, label, labelHidden, kind = 'amount', convert }: NumberFieldProps) {
  const { t, i18n } = useTranslation('products');
  const language = i18n.language;
  const grouping = kind === 'amount';
  const field = useFormField<number | undefined>(name);
  const currency = useFormValue<string | undefined>('fields.currency');
  const error = useFieldError(name);
  const unitId = useId();
  const written = (stored: number | undefined) => {
    const value = convert ? convert.fromStored(stored) : stored;
    return value === undefined || !Number.isFinite(value) ? '' : formatDecimalForInput(value, language, { grouping });
  };

  const [text, setText] = useState(() => written(field.value));
  // The form may change the value itself (a reset, another product): follow it, but not our own typing.
  const [known, setKnown] = useState(field.value);
  if (!Object.is(field.value, known)) {
    setKnown(field.value);
    setText(written(field.value));
  }

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = parseOptionalDecimal(event.target.value, language, { grouping });
    const value = convert ? convert.toStored(typed) : typed;
    setText(event.target.value);
    setKnown(value);
    field.setValue(value);
  };
  const onBlur = (event: FocusEvent<HTMLInputElement>) => {
    if (field.value !== undefined && Number.isFinite(field.value)) setText(written(field.value));
    field.onBlur(event);
  };

  const unit = kind === 'amount' ? currency : kind === 'count' ? undefined : '%';
  // A warning, not a rule: a bank may offer such a rate, but ten times the real one must not slip through.
  const unusual = kind === 'interest-rate' && field.value !== undefined && field.value > UNUSUAL_INTEREST_RATE_PERCENT && !error;
  return (
    <TextField
      name={name}
      label={label}
      labelHidden={labelHidden}
      value={text}
      onChange={onChange}
      onBlur={onBlur}
      error={error}
      hint={unusual ? t('form.unusualRate') : undefined}
      inputMode={kind === 'count' ? 'numeric' : 'decimal'}
      autoComplete="off"
      aria-describedby={unit ? unitId : undefined}
      endAdornment={
        unit ? (
          <span id={unitId} className={styles.unit}>
            {unit}
          </span>
        ) : undefined
      }
    />
  );
}
