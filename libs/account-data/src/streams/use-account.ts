import { environmentMode, paths, useBackend } from '@console/backend';
import { useLiveQuery } from '@console/live-query';
import { useAuthUser } from '@console/session';
import { mapAccount } from '../model/map-account';
import type { Account } from '../model/account-types';
import { accountQueryKey } from './account-query-key';

/** The signed-in user's account document, live, as complete plain data. */
export function useAccount() {
  const { documents } = useBackend();
  const uid = useAuthUser()?.uid ?? '';
  return useLiveQuery<Account, ReturnType<typeof accountQueryKey>>({
    queryKey: accountQueryKey(uid),
    enabled: uid !== '',
    subscribe: (onNext, onError) => documents.watchDoc(paths.account(environmentMode, uid), (snapshot) => onNext(mapAccount(snapshot.data)), onError),
  });
}
