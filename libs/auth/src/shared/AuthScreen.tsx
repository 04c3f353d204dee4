import type { ReactNode } from 'react';
import { cx } from '@console/ui';
import styles from './AuthScreen.module.css';

export interface AuthScreenProps {
  title: ReactNode;
  lead?: ReactNode;
  /** A large status icon above the title (success, e-mail sent). */
  icon?: ReactNode;
  /** Links under the card, such as "Already have an account? Sign in". */
  footer?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** The card every sign-in step sits in: one heading, a short lead, the content and the way elsewhere. */
export function AuthScreen({ title, lead, icon, footer, children, className }: AuthScreenProps) {
  return (
    <section className={cx(styles['screen'], className)}>
      {icon && <div className={styles['icon']}>{icon}</div>}
      <div className={styles['intro']}>
        <h1 className={styles['title']}>{title}</h1>
        {lead && <p className={styles['lead']}>{lead}</p>}
      </div>
      {children}
      {footer && <div className={styles['footer']}>{footer}</div>}
    </section>
  );
}
