import type { ReactNode } from 'react';
import { cx } from '../lib/cx';
import styles from './StatusBadge.module.css';

export type StatusTone = 'success' | 'info' | 'warning';

export interface StatusBadgeProps {
  tone: StatusTone;
  children: ReactNode;
  id?: string;
}

/** A short state in words and colour (the words carry it; the colour only helps), such as a language's. */
export function StatusBadge({ tone, children, id }: StatusBadgeProps) {
  return (
    <span id={id} className={cx(styles.badge, styles[tone])}>
      {children}
    </span>
  );
}
