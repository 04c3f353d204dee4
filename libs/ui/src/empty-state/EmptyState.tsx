import type { ReactNode } from 'react';
import styles from './EmptyState.module.css';

export interface EmptyStateProps {
  /** E.g. the specification's "No data available!". */
  title: ReactNode;
  /** Why it is empty and what to do. */
  hint?: ReactNode;
  /** The way out: clear the filters, add the first item. */
  action?: ReactNode;
}

/** A list with nothing to show: says so, and offers the way out that fits. */
export function EmptyState({ title, hint, action }: EmptyStateProps) {
  return (
    <div className={styles.empty}>
      <p className={styles.title}>{title}</p>
      {hint !== undefined && <p className={styles.hint}>{hint}</p>}
      {action}
    </div>
  );
}
