import { useCallback, useSyncExternalStore } from 'react';
import { below } from '@console/ui';

/** Below the tablet breakpoint the sidebar becomes a drawer; the stylesheet writes the same query. */
export const SMALL_SCREEN_QUERY = below('tablet');

/** Whether the viewport is a phone's, following resizes and rotations. */
export function useSmallScreen(): boolean {
  const subscribe = useCallback((onChange: () => void) => {
    const query = window.matchMedia(SMALL_SCREEN_QUERY);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(SMALL_SCREEN_QUERY).matches,
    () => false,
  );
}
