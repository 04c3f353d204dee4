import { userQueryKey, type UserDataScope } from '@console/session';

/** The keys of the dashboard's live queries: one assistant's counters or questions, by what they read (`['days', range]`…). */
export const analyticsQueryKeys = {
  read: (scope: UserDataScope, assistantId: string, what: readonly unknown[]) => userQueryKey(scope, 'analytics', assistantId, ...what),
} as const;
