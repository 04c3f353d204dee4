import { cx } from '../lib/cx';
import styles from './ProgressBar.module.css';

export interface ProgressBarProps {
  value: number;
  /** 100 unless counting something else (e.g. 3 steps). */
  max?: number;
  /** The bar's accessible name. */
  label: string;
  /** What a screen reader says instead of the number (e.g. "2 of 3 steps done"). */
  valueText?: string;
  /** `progressbar` for work under way (an upload, a save); `meter` for a level (questions answered). */
  role?: 'progressbar' | 'meter';
  tone?: 'primary' | 'success';
  /** `sm` under a file being uploaded, `md` elsewhere. */
  size?: 'sm' | 'md';
  className?: string;
}

/** A horizontal bar filled to `value` of `max`, with its value exposed to assistive technology. */
export function ProgressBar({ value, max = 100, label, valueText, role = 'progressbar', tone = 'primary', size = 'md', className }: ProgressBarProps) {
  const percent = max <= 0 ? 0 : Math.min(100, Math.max(0, (value / max) * 100));
  return (
    <div
      role={role}
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={valueText}
      className={cx(styles.track, size === 'sm' && styles.sm, className)}
    >
      <div className={cx(styles.fill, tone === 'success' && styles.success)} style={{ width: `${percent}%` }} />
    </div>
  );
}
