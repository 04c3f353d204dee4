import type { ReactNode } from 'react';
import styles from './ProductForm.module.css';

export function ProductFieldset({ legend, children, columns = 2 }: { legend: string; children: ReactNode; columns?: 1 | 2 | 3 }) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles[`columns${columns}`]}>{children}</div>
    </fieldset>
  );
}
