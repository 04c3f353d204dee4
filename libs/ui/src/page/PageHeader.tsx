import type { ReactNode, Ref } from 'react';
import styles from './PageHeader.module.css';

export interface PageHeaderProps {
  /** The page's one h1: the route's title. */
  title: ReactNode;
  /** What the page is for, under the title (text, or several paragraphs). */
  description?: ReactNode;
  /** On the right on wide screens, below on narrow ones: a primary action, a progress summary. */
  actions?: ReactNode;
  /** Given when the page moves focus to its heading (e.g. after switching a tab); makes it focusable. */
  titleRef?: Ref<HTMLHeadingElement>;
}

/** The header every console page starts with, so that all pages line up the same way. */
export function PageHeader({ title, description, actions, titleRef }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.heading}>
        <h1 ref={titleRef} tabIndex={titleRef ? -1 : undefined} className={styles.title}>
          {title}
        </h1>
        {description !== undefined && <div className={styles.description}>{description}</div>}
      </div>
      {actions}
    </header>
  );
}
