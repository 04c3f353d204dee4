import type { QueryClient } from '@tanstack/react-query';
import type { DocumentStore } from '@console/backend';
import { accountQueryOptions } from './account-query-options';

/** Starts the account's listener before a page that reads it (Settings, Home) renders: route loaders call it. */
export function prefetchAccount(queryClient: QueryClient, documents: DocumentStore, mode: string, uid: string): Promise<void> {
  return queryClient.prefetchQuery(accountQueryOptions(queryClient, documents, mode, uid));
}
