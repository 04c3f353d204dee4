import { useBackend } from '@console/backend/react';
import type { DocumentStore } from '@console/backend';
import { useAuthUser } from '@console/session';

/** Where a write of the signed-in account's FAQ goes: its store, environment and user. */
export interface AccountWritesContext {
  documents: DocumentStore;
  mode: string;
  uid: string;
}

/** The signed-in account's context for a mutation, read when it runs (it refuses without a user). */
export function useAccountWritesContext(): () => AccountWritesContext {
  const { documents, mode } = useBackend();
  const user = useAuthUser();
  return () => {
    if (!user) throw new Error('Not signed in');
    return { documents, mode, uid: user.uid };
  };
}
