import type { ReactNode } from 'react';
import styles from './SettingsSection.module.css';

export interface SettingsSectionProps {
  /** The in-page anchor, e.g. `personal` for `/settings#personal`. */
  id: string;
  legend: string;
  description: string;
  children: ReactNode;
}

/** One group of the settings form: a fieldset whose legend names it for screen readers and sighted users alike. */
export function SettingsSection({ id, legend, description, children }: SettingsSectionProps) {
  const descriptionId = `${id}-description`;
  return (
    <fieldset id={id} className={styles.section} aria-describedby={descriptionId}>
      <legend className={styles.legend}>{legend}</legend>
      <p id={descriptionId} className={styles.description}>
        {description}
      </p>
      <div className={styles.body}>{children}</div>
    </fieldset>
  );
}
