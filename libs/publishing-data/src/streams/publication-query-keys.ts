import { userQueryKey } from '@console/session';

/** The queries of publishing, under the user's scope so that sign-out removes them. */
export const publicationQueryKeys = {
  state: (uid: string) => userQueryKey(uid, 'publication', 'state'),
  draft: (uid: string) => userQueryKey(uid, 'publication', 'draft'),
  preview: (uid: string) => userQueryKey(uid, 'publication', 'preview'),
} as const;
