import { userQueryKey, type UserDataScope } from '@console/session';

/** The queries of publishing, under the user's scope so that sign-out removes them. */
export const publicationQueryKeys = {
  state: (scope: UserDataScope) => userQueryKey(scope, 'publication', 'state'),
  draft: (scope: UserDataScope) => userQueryKey(scope, 'publication', 'draft'),
  preview: (scope: UserDataScope) => userQueryKey(scope, 'publication', 'preview'),
  /** The websites refused for framing the chat of one assistant. */
  refused: (scope: UserDataScope, assistantId: string | null) => userQueryKey(scope, 'publication', 'refused', assistantId),
} as const;
