import { userQueryKey, type UserDataScope } from '@console/session';

/** The keys of the account's queries: the account document (Settings, Home and the FAQ share its listener) and its audit trail. */
export const accountQueryKeys = {
  account: (scope: UserDataScope) => userQueryKey(scope, 'account'),
  audit: (scope: UserDataScope) => userQueryKey(scope, 'audit'),
} as const;
