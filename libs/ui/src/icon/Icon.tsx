import type { CSSProperties } from 'react';
import { cx } from '../lib/cx';
import { iconPaths, type IconName } from '@console/icons';
import styles from './Icon.module.css';

export interface IconProps {
  name: IconName;
  /** CSS length; defaults to 1.25em so the icon follows the text size. */
  size?: string;
  className?: string;
}

/** A decorative icon: hidden from assistive technology, the surrounding control carries the name. */
export function Icon({ name, size, className }: IconProps) {
  const style = size ? ({ '--icon-size': size } as CSSProperties) : undefined;
  return (
    <svg
      className={cx(styles.icon, className)}
      style={style}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={iconPaths[name]} />
    </svg>
  );
}
