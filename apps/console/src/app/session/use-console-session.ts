import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router-dom';
import { errorMessageKey } from '@console/backend';
import { useAuthUser, useSessionWatch, type SessionWatch } from '@console/session';
import { useToast } from '@console/ui';
import type { RouteEntry } from '../route-table';

/** What a signed-in session shows: the warning's code and texts, fetched while the network is there. */
const prefetchSessionWarning = () => import('./session-warning');

/**
 * The session watch of the console: pages of signed-in routes (the route table's `access: 'login'`) are
 * left when the session ends or changes, with a toast for what the login page does not tell.
 */
export function useConsoleSession(): SessionWatch {
  const route = useMatches().at(-1)?.handle as RouteEntry | undefined;
  const { i18n } = useTranslation();
  const toast = useToast();
  const uid = useAuthUser()?.uid ?? null;

  useEffect(() => {
    if (!uid) return;
    void prefetchSessionWarning().catch(() => undefined);
    void i18n.loadNamespaces('shell').catch(() => undefined);
  }, [uid, i18n]);

  return useSessionWatch({
    signedInPage: route?.access === 'login',
    onAccountChanged: () => void i18n.loadNamespaces('shell').then(() => toast.info(i18n.t('shell:session.accountChanged'))),
    onSignOutFailed: (error) => toast.error(i18n.t(errorMessageKey(error), { ns: 'common' })),
  });
}
