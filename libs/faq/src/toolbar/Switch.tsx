import { useId } from 'react';
import styles from './Switch.module.css';

export interface SwitchProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** An on/off setting that applies at once: a button with role="switch", so it is read as on or off. */
export function Switch({ label, checked, onChange }: SwitchProps) {
  const labelId = useId();
  return (
    <span className={styles.switch}>
      <button type="button" role="switch" aria-checked={checked} aria-labelledby={labelId} className={styles.track} onClick={() => onChange(!checked)}>
        <span className={styles.thumb} aria-hidden="true" />
      </button>
      {/* Clicking the text works as with a native checkbox label. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <span id={labelId} className={styles.label} onClick={() => onChange(!checked)}>
        {label}
      </span>
    </span>
  );
}
