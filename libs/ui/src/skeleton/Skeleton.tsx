import { useTranslation } from 'react-i18next';
import { cx } from '../lib/cx';
import { VisuallyHidden } from '../visually-hidden/VisuallyHidden';
import styles from './Skeleton.module.css';

export interface SkeletonProps {
  /** Number (px) or any CSS length. */
  width?: number | string;
  height?: number | string;
  shape?: 'text' | 'rect' | 'circle';
  /**
   * Also say "Loading" to screen readers. Leave it off when a surrounding region already
   * announces loading, so a list of skeletons is not read out once per line.
   */
  announce?: boolean;
  /** Announced text when `announce` is on; defaults to the translated "Loading". */
  label?: string;
  className?: string;
}

export function Skeleton({ width = '100%', height = 15, shape = 'text', announce = false, label, className }: SkeletonProps) {
  const { t } = useTranslation('ui');
  return (
    <span className={cx(styles.wrapper, className)}>
      <span aria-hidden="true" className={cx(styles.skeleton, styles[shape])} style={{ width, height }} />
      {announce && <VisuallyHidden>{label ?? t('status.loading')}</VisuallyHidden>}
    </span>
  );
}
