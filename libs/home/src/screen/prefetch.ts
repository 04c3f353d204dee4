import type { PrefetchContext } from '@console/feature-registration';
import { prefetchAccount } from '@console/account-data';

/**
 * The checklist's first data: the account, started while the screen's code loads. A module of its own, imported lazily by the feature:
 * its data library stays off the pages that do not need it, the sign-in page first.
 */
export const prefetchHomeScreen = ({ queryClient, backend, uid }: PrefetchContext) => prefetchAccount(queryClient, backend.documents, backend.mode, uid);
