import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '../lib/cx';
import { useOutsidePointerDown } from '../lib/use-outside-pointer-down';
import { Icon } from '../icon/Icon';
import { MenuContext, type MenuContextValue } from './menu-context';
import { focusItemStartingWith, focusMenuItem, type MenuMove } from './menu-focus';
import styles from './Menu.module.css';

export type MenuPlacement = 'bottom-start' | 'bottom-end' | 'top-start' | 'top-end';

export interface MenuProps {
  /** Content of the trigger button, e.g. an avatar and a name, or a flag and a language. */
  trigger: ReactNode;
  /** Accessible name of the trigger when its content is not text (e.g. only an avatar). */
  triggerLabel?: string;
  triggerClassName?: string;
  /** Shows a chevron after the trigger content. */
  showChevron?: boolean;
  /** Where the list opens; "top-*" suits a selector at the bottom of a sidebar. */
  placement?: MenuPlacement;
  /** Accessible name of the list; defaults to the trigger's name. */
  menuLabel?: string;
  className?: string;
  listClassName?: string;
  /** MenuItem elements. */
  children: ReactNode;
  /** Told when the menu opens or closes (e.g. to start or stop a live listener behind it). */
  onOpenChange?: (open: boolean) => void;
  /**
   * The menu fills its container's width and the list opens exactly as wide: for a menu in a narrow box
   * that scrolls (a phone's drawer), which would cut off a list wider than itself.
   */
  fitContainer?: boolean;
}

export function Menu({
  trigger,
  triggerLabel,
  triggerClassName,
  showChevron = true,
  placement = 'bottom-start',
  menuLabel,
  className,
  listClassName,
  children,
  onOpenChange,
  fitContainer = false,
}: MenuProps) {
  const [open, setOpenState] = useState(false);
  const [initialFocus, setInitialFocus] = useState<'first' | 'last'>('first');
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const triggerId = useId();
  const listId = useId();

  const setOpen = useCallback(
    (next: boolean) => {
      setOpenState(next);
      onOpenChange?.(next);
    },
    [onOpenChange],
  );

  const openAt = (focus: 'first' | 'last') => {
    setInitialFocus(focus);
    setOpen(true);
  };

  const closeAndFocusTrigger = useCallback(() => {
    setOpen(false);
    triggerRef.current?.focus();
  }, [setOpen]);

  useOutsidePointerDown(rootRef, open, () => setOpen(false));

  useEffect(() => {
    if (open) focusMenuItem(listRef.current, initialFocus);
  }, [open, initialFocus]);

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAt('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt('last');
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const moves: Record<string, MenuMove> = { ArrowDown: 'next', ArrowUp: 'previous', Home: 'first', End: 'last' };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      focusMenuItem(listRef.current, move);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      closeAndFocusTrigger();
    } else if (event.key === 'Tab') {
      setOpen(false);
    } else if (event.key.length === 1 && /\S/u.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
      focusItemStartingWith(listRef.current, event.key);
    }
  };

  const context = useMemo<MenuContextValue>(() => ({ closeAndFocusTrigger }), [closeAndFocusTrigger]);

  return (
    <div ref={rootRef} className={cx(styles.root, fitContainer && styles.fit, className)}>
      <button
        ref={triggerRef}
        id={triggerId}
        type="button"
        className={cx(styles.trigger, triggerClassName)}
        aria-label={triggerLabel}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => (open ? setOpen(false) : openAt('first'))}
        onKeyDown={onTriggerKeyDown}
      >
        {trigger}
        {showChevron && <Icon name="chevronDown" size="1rem" className={styles.chevron} />}
      </button>
      {open && (
        <MenuContext.Provider value={context}>
          <ul
            ref={listRef}
            id={listId}
            role="menu"
            aria-label={menuLabel}
            aria-labelledby={menuLabel ? undefined : triggerId}
            className={cx(styles.list, styles[placement], listClassName, fitContainer && styles.fitList)}
            onKeyDown={onListKeyDown}
          >
            {children}
          </ul>
        </MenuContext.Provider>
      )}
    </div>
  );
}
