import { controlIconPaths, navigationIconPaths, type ControlIconName, type NavigationIconName } from './shell-icon-paths';
import styles from './ShellIcon.module.css';

const paths: Record<NavigationIconName | ControlIconName, string> = { ...navigationIconPaths, ...controlIconPaths };

/** A decorative icon of the shell: hidden from assistive technology, its control carries the name. */
export function ShellIcon({ name }: { name: NavigationIconName | ControlIconName }) {
  return (
    <svg
      className={styles['icon']}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  );
}
