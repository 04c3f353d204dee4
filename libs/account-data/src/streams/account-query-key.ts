import { userQueryKey } from '@console/session';

/** The one live query of the account document in one environment; every reader shares its listener. */
export const accountQueryKey = (uid: string, mode: string) => userQueryKey(uid, 'account', mode);
