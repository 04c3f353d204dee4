import { userQueryKey, type UserDataScope } from '@console/session';

/** The keys of the leads' queries: the newest `shown` leads of one assistant. */
export const leadsQueryKeys = {
  list: (scope: UserDataScope, assistantId: string | null, shown: number) => userQueryKey(scope, 'leads', assistantId, shown),
} as const;
