import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { QueryClientContext } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { BackendProvider } from '@console/backend/react';
import type { Backend } from '@console/backend';
import { ToastProvider } from '@console/ui';
import type { DataCache } from './data-cache';

export interface AppProps {
  backend: Backend;
  i18n: i18n;
  dataCache: DataCache;
  /** The router: the browser's, or the static one of a page rendered at build time. */
  children: ReactNode;
}

/**
 * The data cache for the screens once a route has created it. The provider is there from the start, so
 * that the page below is not drawn anew when the cache arrives; it mounts the client as TanStack
 * Query's own provider does (refetch on focus and reconnect).
 */
function DataCacheProvider({ dataCache, children }: { dataCache: DataCache; children: ReactNode }) {
  const client = useSyncExternalStore(dataCache.subscribe, dataCache.current, dataCache.current);
  useEffect(() => {
    if (!client) return undefined;
    client.mount();
    return () => client.unmount();
  }, [client]);
  return <QueryClientContext.Provider value={client ?? undefined}>{children}</QueryClientContext.Provider>;
}

/** What every screen has around it, in the browser and when a public page is rendered at build time alike. */
export function App({ backend, i18n, dataCache, children }: AppProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <BackendProvider backend={backend}>
        <DataCacheProvider dataCache={dataCache}>
          <ToastProvider>{children}</ToastProvider>
        </DataCacheProvider>
      </BackendProvider>
    </I18nextProvider>
  );
}
