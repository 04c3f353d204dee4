import type { ReactNode } from 'react';
import { cx } from '../lib/cx';
import styles from './ScrollTable.module.css';

export interface ScrollTableProps {
  /**
   * Names the scrolling box and lets the keyboard reach it, for a table that may be wider than a phone
   * (WCAG 2.1.1); leave it out for a table that always fits.
   */
  label?: string;
  /** Extra class of the table, for the caller's own cell styles. */
  className?: string;
  /** The table's caption, head, body and foot. */
  children: ReactNode;
}

/** A data table in the console's style, scrolling sideways in its own box instead of widening the page. */
export function ScrollTable({ label, className, children }: ScrollTableProps) {
  const table = <table className={cx(styles.table, className)}>{children}</table>;
  return label === undefined ? (
    <div className={styles.wrap}>{table}</div>
  ) : (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.wrap} tabIndex={0} role="region" aria-label={label}>
      {table}
    </div>
  );
}
