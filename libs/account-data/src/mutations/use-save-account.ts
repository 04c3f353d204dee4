import { useMutation } from '@tanstack/react-query';
import { useBackend } from '@console/backend/react';
import { useAuthUser } from '@console/session';
import type { Account } from '../model/account-types';
import type { AccountChanges } from './account-changes';
import { saveAccount } from './save-account';

export interface SaveAccountInput {
  changes: AccountChanges;
  /** The account the changes were made on: the save is refused (`isWriteConflict`) if it changed since. */
  baseline?: Account;
  onProgress?: (fraction: number) => void;
}

/**
 * Saves sections of the signed-in user's account document (and a new assistant photo). The live
 * account query then delivers the saved document to every screen that shows it.
 */
export function useSaveAccount() {
  const backend = useBackend();
  const uid = useAuthUser()?.uid ?? null;
  return useMutation({
    mutationFn: ({ changes, baseline, onProgress }: SaveAccountInput) => {
      if (!uid) return Promise.reject(new Error('Not signed in'));
      return saveAccount({ backend, uid, changes, ...(baseline ? { baseline } : {}), ...(onProgress ? { onProgress } : {}) });
    },
  });
}
