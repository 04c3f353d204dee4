import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useBackend } from '@console/backend/react';
import { useAuthUser } from '@console/session';
import { accountQueryOptions } from './account-query-options';

/** The signed-in user's account document, live, as complete plain data. */
export function useAccount() {
  const { documents, mode } = useBackend();
  const queryClient = useQueryClient();
  const uid = useAuthUser()?.uid ?? null;
  return useQuery(accountQueryOptions(queryClient, documents, mode, uid));
}
