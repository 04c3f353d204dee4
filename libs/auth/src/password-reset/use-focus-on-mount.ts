import { useEffect, useRef } from 'react';

/**
 * Moves focus to the element (a step's heading with tabIndex -1) when the step opens, so that a screen
 * reader starts reading the new step instead of staying on a button that no longer exists.
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}
