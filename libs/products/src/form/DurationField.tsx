import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormField } from '@console/forms';
import { FieldGroup, SelectField } from '@console/ui';
import { DURATION_UNITS, initialDurationUnit, storedMonths, typedDuration, type DurationUnit } from './duration-value';
import { NumberField } from './NumberField';

export interface DurationFieldProps {
  /** A field of whole months. */
  name: string;
  label: string;
  unitLabel: string;
}

/**
 * A repayment period typed in months or in years and stored in months. Choosing the other unit keeps
 * the number typed and changes what it counts: "5", then "years", is five years.
 */
export function DurationField({ name, label, unitLabel }: DurationFieldProps) {
  const { t } = useTranslation('products');
  const field = useFormField<number | undefined>(name);
  const [unit, setUnit] = useState<DurationUnit>(() => initialDurationUnit(field.value));

  const changeUnit = (next: DurationUnit) => {
    const typed = typedDuration(field.value, unit);
    setUnit(next);
    field.setValue(storedMonths(typed, next));
  };

  return (
    <FieldGroup legend={label}>
      <NumberField
        name={name}
        label={label}
        labelHidden
        kind="count"
        convert={{ toStored: (typed) => storedMonths(typed, unit), fromStored: (months) => typedDuration(months, unit) }}
      />
      <SelectField
        label={unitLabel}
        labelHidden
        value={unit}
        onChange={(event) => changeUnit(event.target.value === 'years' ? 'years' : 'months')}
        options={DURATION_UNITS.map((value) => ({ value, label: t(`fields.loan.durationUnit.${value}`) }))}
      />
    </FieldGroup>
  );
}
