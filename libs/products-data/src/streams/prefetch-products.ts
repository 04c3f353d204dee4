import type { QueryClient } from '@tanstack/react-query';
import type { Locale } from '@console/locale';
import type { ProductKind } from '@console/data-paths';
import type { Backend } from '@console/backend';
import { productsQueryOptions } from './products-query-options';

/**
 * Starts the listener of a product page's list (the kind in the console's language) before the page
 * renders: a route loader calls it, and the page's `useProducts` finds it running (the same query).
 */
export function prefetchProducts(queryClient: QueryClient, backend: Pick<Backend, 'documents' | 'mode'>, uid: string, kind: ProductKind, locale: Locale): Promise<void> {
  return queryClient.prefetchQuery(productsQueryOptions(queryClient, backend, uid, kind, locale));
}
