import { useEffect, useRef, type RefObject } from 'react';

interface DrawerFocusElements {
  drawer: RefObject<HTMLElement | null>;
  /** The button that opened the drawer; focus returns to it. */
  opener: RefObject<HTMLElement | null>;
  /** Where focus goes when the drawer opens. */
  initial: RefObject<HTMLElement | null>;
}

/**
 * Moves focus into the drawer when it opens and back to its button when it closes — unless the user
 * has already put focus somewhere else that is still on screen.
 */
export function useDrawerFocus(open: boolean, { drawer, opener, initial }: DrawerFocusElements): void {
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) {
      initial.current?.focus();
    } else if (wasOpen.current) {
      const active = document.activeElement;
      if (!active || active === document.body || drawer.current?.contains(active)) opener.current?.focus();
    }
    wasOpen.current = open;
  }, [open, drawer, opener, initial]);
}
