import { useCallback, useSyncExternalStore } from 'react';
import { useBackend } from '@console/backend/react';
import type { AuthUser } from '@console/backend';

/** The signed-in user (or null), kept current by the provider's auth-state listener. */
export function useAuthUser(): AuthUser | null {
  const { auth } = useBackend();
  const subscribe = useCallback((onChange: () => void) => auth.onAuthStateChanged(onChange), [auth]);
  return useSyncExternalStore(subscribe, () => auth.currentUser(), () => null);
}
