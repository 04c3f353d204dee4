import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../lib/cx';
import styles from './IconButton.module.css';

export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children' | 'aria-label'> {
  /** The accessible name; an icon alone says nothing to a screen reader. */
  label: string;
  icon: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  variant?: 'plain' | 'outlined';
}

export function IconButton({ label, icon, size = 'md', variant = 'plain', type = 'button', className, ...props }: IconButtonProps) {
  return (
    <button
      {...props}
      type={type}
      aria-label={label}
      className={cx(styles.iconButton, size !== 'md' && styles[size], variant === 'outlined' && styles.outlined, className)}
    >
      {icon}
    </button>
  );
}
