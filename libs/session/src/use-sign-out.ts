import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useBackend } from '@console/backend/react';
import { signOut } from './sign-out';

/** Sign-out for components: clears the user's cached data and listeners, then ends the session. */
export function useSignOut(): () => Promise<void> {
  const { auth } = useBackend();
  const queryClient = useQueryClient();
  return useCallback(() => signOut(auth, queryClient), [auth, queryClient]);
}
