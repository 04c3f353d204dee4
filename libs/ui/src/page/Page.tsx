import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../lib/cx';
import styles from './Page.module.css';

/** How wide a screen's content may grow: forms and checklists, tables and charts, lists beside an editor. */
export type PageWidth = 'narrow' | 'medium' | 'wide';

export interface PageProps extends HTMLAttributes<HTMLDivElement> {
  width: PageWidth;
  /** The space between the screen's sections: `compact` for a list beside its editor, `roomy` for a few big steps. */
  spacing?: 'compact' | 'normal' | 'roomy';
  /** No space below: the screen ends in a bar of its own that sticks to the bottom. */
  flushBottom?: boolean;
  children: ReactNode;
}

/** The frame of a signed-in screen's content: centred, padded, its sections spaced alike on every screen. */
export function Page({ width, spacing = 'normal', flushBottom = false, className, children, ...rest }: PageProps) {
  return (
    <div {...rest} className={cx(styles.page, styles[width], styles[spacing], flushBottom && styles.flushBottom, className)}>
      {children}
    </div>
  );
}
