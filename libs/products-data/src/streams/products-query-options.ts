import type { QueryClient } from '@tanstack/react-query';
import type { Locale } from '@console/locale';
import type { ProductKind } from '@console/data-paths';
import type { Backend } from '@console/backend';
import { liveQueryOptions } from '@console/live-query';
import { productQueryKeys } from './product-query-keys';
import { subscribeProducts } from './subscribe-products';

/**
 * The live query of the account's products of one kind in one language: the list, Home's coverage and
 * the editor's three languages share it (one key, one listener).
 */
export function productsQueryOptions(queryClient: QueryClient, { documents, mode }: Pick<Backend, 'documents' | 'mode'>, uid: string | null, kind: ProductKind, locale: Locale) {
  return liveQueryOptions(queryClient, {
    queryKey: productQueryKeys.list({ uid: uid ?? '', mode }, kind, locale),
    subscribe: subscribeProducts(documents, mode, uid ?? '', locale, kind),
    enabled: uid !== null,
  });
}
