import type { QueryKey } from '@tanstack/react-query';
import { userQueryKey } from '@console/session';

/** The one live query of the account document; every screen reading it shares its listener. */
export const accountQueryKey = (uid: string): QueryKey => userQueryKey(uid, 'account');
