import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { cx } from '../lib/cx';
import { Icon } from '../icon/Icon';
import { useMenuContext } from './menu-context';
import styles from './MenuItem.module.css';

export interface MenuItemProps {
  /** Text or custom content such as a flag image and a language name. */
  children: ReactNode;
  /** Called when the item is chosen by click, Enter or Space; the menu then closes. */
  onSelect?: (event: MouseEvent<HTMLElement>) => void;
  /** Renders the item as a link. */
  href?: string;
  /** Makes the item one of a set of choices (e.g. languages); true marks the current one. */
  checked?: boolean;
  disabled?: boolean;
  tone?: 'default' | 'danger';
  className?: string;
}

export function MenuItem({ children, onSelect, href, checked, disabled = false, tone = 'default', className }: MenuItemProps) {
  const { closeAndFocusTrigger } = useMenuContext();
  const role = checked === undefined ? 'menuitem' : 'menuitemradio';
  const classes = cx(styles.item, tone === 'danger' && styles.danger, className);

  const select = (event: MouseEvent<HTMLElement>) => {
    if (disabled) {
      event.preventDefault();
      return;
    }
    onSelect?.(event);
    closeAndFocusTrigger();
  };

  const content = (
    <>
      <span className={styles.content}>{children}</span>
      {checked && <Icon name="check" className={styles.check} />}
    </>
  );

  const common = {
    role,
    tabIndex: -1,
    'aria-checked': checked,
    'aria-disabled': disabled || undefined,
    className: classes,
    onClick: select,
  } as const;

  return (
    <li role="none">
      {href && !disabled ? (
        <a {...common} href={href} onKeyDown={activateLinkWithSpace}>
          {content}
        </a>
      ) : (
        <button {...common} type="button">
          {content}
        </button>
      )}
    </li>
  );
}

// Menu items answer to Space as well as Enter; a link only knows Enter by itself.
function activateLinkWithSpace(event: KeyboardEvent<HTMLAnchorElement>) {
  if (event.key === ' ') {
    event.preventDefault();
    event.currentTarget.click();
  }
}
