import { useId, type ReactNode } from 'react';
import { cx } from '../lib/cx';
import styles from './FieldGroup.module.css';

export interface FieldGroupProps {
  /** The one name the fields share, shown as a field's label is; each field keeps its own label. */
  legend: ReactNode;
  /** Said of the whole group, under its name. */
  hint?: ReactNode;
  /**
   * `number-and-unit` (the default): the first field takes the room, the others are as wide as their
   * content; `equal`: fields of equal width, as many to a row as fit.
   */
  layout?: 'number-and-unit' | 'equal';
  className?: string;
  children: ReactNode;
}

/** Fields that belong together (a period's number and its unit, a name in each language) under one shown name. */
export function FieldGroup({ legend, hint, layout = 'number-and-unit', className, children }: FieldGroupProps) {
  const hintId = useId();
  return (
    <fieldset className={cx(styles.group, className)} aria-describedby={hint ? hintId : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <div className={layout === 'equal' ? styles.equal : styles.fields}>{children}</div>
    </fieldset>
  );
}
