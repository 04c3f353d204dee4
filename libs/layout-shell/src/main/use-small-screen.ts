import { useCallback, useSyncExternalStore } from 'react';

/** Below this width the sidebar becomes a drawer; the stylesheet uses the same breakpoint. */
export const SMALL_SCREEN_QUERY = '(max-width: 767px)';

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
