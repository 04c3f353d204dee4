import { useEffect, useRef } from 'react';

/**
 * Calls `onEscape` when Escape is pressed anywhere while `active`. A menu or a dialog open on top
 * handles its own Escape first (and stops it), so only a bare Escape closes the drawer.
 */
export function useEscapeKey(active: boolean, onEscape: () => void): void {
  const callback = useRef(onEscape);
  useEffect(() => {
    callback.current = onEscape;
  });

  useEffect(() => {
    if (!active) return undefined;
    const handle = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (event.target instanceof Element && event.target.closest('dialog')) return;
      callback.current();
    };
    document.addEventListener('keydown', handle);
    return () => document.removeEventListener('keydown', handle);
  }, [active]);
}
