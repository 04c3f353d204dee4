import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '../lib/cx';
import styles from './Callout.module.css';

export type CalloutTone = 'danger' | 'success' | 'info';

export interface CalloutProps extends HTMLAttributes<HTMLElement> {
  tone: CalloutTone;
  /** `p` for a single sentence, `section` for a titled block. */
  as?: 'div' | 'p' | 'section';
  /** `lg` for a block that stands in for a whole page's content (a load failure). */
  size?: 'md' | 'lg';
  /** A strong edge on the inline start, for messages that must not be missed. */
  accent?: boolean;
  /** The box itself, e.g. to move focus to a message that needs an answer. */
  ref?: Ref<HTMLElement>;
  children: ReactNode;
}

/**
 * The tinted box of a status message. It draws only the box: the caller's `className` lays out what is
 * inside (icon, text, a button) and decides the role (`alert`, `status`) that fits the message.
 */
export function Callout({ tone, as: Element = 'div', size = 'md', accent = false, className, ref, children, ...rest }: CalloutProps) {
  return (
    // A reference to any element of the box fits whichever element `as` picks.
    <Element {...rest} ref={ref as Ref<HTMLDivElement>} className={cx(styles.callout, styles[tone], size === 'lg' && styles.lg, accent && styles.accent, className)}>
      {children}
    </Element>
  );
}
