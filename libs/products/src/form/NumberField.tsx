import { FormTextField } from '@console/forms';

/** A number input bound to the form: a decimal keypad on phones; the rules say what may be entered. */
export function NumberField({ name, label, whole = false }: { name: string; label: string; whole?: boolean }) {
  return <FormTextField name={name} label={label} type="number" inputMode={whole ? 'numeric' : 'decimal'} step={whole ? 1 : 'any'} min={0} />;
}
