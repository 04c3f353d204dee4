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
  // The size as attributes, not a style: a page drawn at build time may carry no inline style (the CSP).
  return (
    <svg
      className={cx(styles.icon, className)}
      width={size}
      height={size}
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
