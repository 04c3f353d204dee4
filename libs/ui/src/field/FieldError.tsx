import type { ReactNode } from 'react';
import { cx } from '../lib/cx';
import { Icon } from '../icon/Icon';
import styles from './FieldError.module.css';

export interface FieldErrorProps {
  /** Referenced by the control's aria-describedby. */
  id?: string;
  children?: ReactNode;
  className?: string;
}

/**
 * The error text under a control. It is read out through aria-describedby when the control is
 * focused rather than announced live, so typing does not trigger a stream of announcements.
 */
export function FieldError({ id, children, className }: FieldErrorProps) {
  if (!children) return null;
  return (
    <p id={id} className={cx(styles.error, className)}>
      <Icon name="alert" size="1em" className={styles.icon} />
      <span>{children}</span>
    </p>
  );
}
