import type { ReactNode } from 'react';
import { cx } from '../lib/cx';
import styles from './FieldGroup.module.css';

export interface FieldGroupProps {
  /** The one name the fields share, shown as a field's label is; each field keeps its own (hidden) label. */
  legend: ReactNode;
  className?: string;
  /** The fields, side by side: the first takes the room, the others are as wide as their content. */
  children: ReactNode;
}

/** Fields that together give one value, such as a period's number and its unit, under one shown name. */
export function FieldGroup({ legend, className, children }: FieldGroupProps) {
  return (
    <fieldset className={cx(styles.group, className)}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.fields}>{children}</div>
    </fieldset>
  );
}
