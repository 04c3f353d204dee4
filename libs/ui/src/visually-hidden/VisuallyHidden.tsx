import type { ComponentPropsWithRef } from 'react';
import { cx } from '../lib/cx';
import styles from './VisuallyHidden.module.css';

export type VisuallyHiddenProps = ComponentPropsWithRef<'span'>;

/** Text for screen readers only; it stays in the accessibility tree but takes no space on screen. */
export function VisuallyHidden({ className, ...props }: VisuallyHiddenProps) {
  return <span {...props} className={cx(styles.hidden, className)} />;
}
