import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../lib/cx';
import { VisuallyHidden } from '../visually-hidden/VisuallyHidden';
import styles from './Spinner.module.css';

export interface SpinnerProps {
  /** Announced text; defaults to the translated "Loading". */
  label?: string;
  /** CSS length; defaults to 1.25em. */
  size?: string;
  /**
   * Only the ring, hidden from assistive technology: for use inside a control that already
   * says it is busy (a button with aria-busy), where a second status would be noise.
   */
  decorative?: boolean;
  className?: string;
}

export function Spinner({ label, size, decorative = false, className }: SpinnerProps) {
  const { t } = useTranslation('ui');
  const style = size ? ({ '--spinner-size': size } as CSSProperties) : undefined;
  const ring = <span className={styles.circle} style={style} aria-hidden="true" />;
  if (decorative) {
    return <span className={cx(styles.spinner, className)}>{ring}</span>;
  }
  return (
    <span role="status" className={cx(styles.spinner, className)}>
      {ring}
      <VisuallyHidden>{label ?? t('status.loading')}</VisuallyHidden>
    </span>
  );
}
