import type { QueryClient } from '@tanstack/react-query';
import { paths } from '@console/data-paths';
import type { DocumentStore } from '@console/backend';
import { liveQueryOptions } from '@console/live-query';
import { mapAccount } from '../model/map-account';
import type { Account } from '../model/account-types';
import { accountQueryKeys } from './account-query-keys';

/**
 * The live query of the signed-in account's document as complete plain data: Settings, Home, the
 * dashboard and the FAQ (with `select` for their slice) read it, one listener for all.
 */
export function accountQueryOptions(queryClient: QueryClient, documents: DocumentStore, mode: string, uid: string | null) {
  return liveQueryOptions<Account, ReturnType<typeof accountQueryKeys.account>>(queryClient, {
    queryKey: accountQueryKeys.account({ uid: uid ?? '', mode }),
    subscribe: (onNext, onError) => documents.watchDoc(paths.account(mode, uid ?? ''), (snapshot) => onNext(mapAccount(snapshot.data)), onError),
    enabled: uid !== null,
  });
}
