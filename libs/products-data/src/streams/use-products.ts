import { useQueryClient, useQuery } from '@tanstack/react-query';
import { environmentMode, useBackend, type Locale, type ProductKind } from '@console/backend';
import { liveQueryOptions } from '@console/live-query';
import { useAuthUser } from '@console/session';
import type { AnyProduct } from '../model/product-types';
import { productQueryKey } from './product-query-keys';
import { subscribeProducts } from './subscribe-products';
import { useInterfaceLocale } from '@console/i18n';

export interface ProductsData<K extends ProductKind> {
  status: 'pending' | 'error' | 'success';
  error: Error | null;
  /** Sorted by name in the current language. */
  products: Array<Extract<AnyProduct, { kind: K }>>;
  locale: Locale;
}

/** The account's products of one kind in the interface language, live. */
export function useProducts<K extends ProductKind>(kind: K): ProductsData<K> {
  const { documents } = useBackend();
  const queryClient = useQueryClient();
  const uid = useAuthUser()?.uid ?? null;
  // Products are read and edited in the interface language.
  const locale = useInterfaceLocale();
  const query = useQuery(
    liveQueryOptions(queryClient, {
      queryKey: productQueryKey(uid ?? '', kind, locale),
      subscribe: subscribeProducts(documents, environmentMode, uid ?? '', locale, kind),
      enabled: uid !== null,
    }),
  );
  return {
    status: query.data !== undefined ? 'success' : query.error ? 'error' : 'pending',
    error: query.error,
    products: (query.data ?? []) as Array<Extract<AnyProduct, { kind: K }>>,
    locale,
  };
}
