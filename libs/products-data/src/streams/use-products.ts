import { useQueryClient, useQuery } from '@tanstack/react-query';
import { useBackend } from '@console/backend/react';
import type { Locale } from '@console/locale';
import type { ProductKind } from '@console/data-paths';
import { useInterfaceLocale } from '@console/i18n';
import { useAuthUser } from '@console/session';
import type { AnyProduct } from '../model/product-types';
import { productsQueryOptions } from './products-query-options';

export interface ProductsData<K extends ProductKind> {
  status: 'pending' | 'error' | 'success';
  error: Error | null;
  /** Sorted by name in the current language. */
  products: Array<Extract<AnyProduct, { kind: K }>>;
  locale: Locale;
}

/** The account's products of one kind in the interface language, live. */
export function useProducts<K extends ProductKind>(kind: K): ProductsData<K> {
  const backend = useBackend();
  const queryClient = useQueryClient();
  const uid = useAuthUser()?.uid ?? null;
  // Products are read and edited in the interface language.
  const locale = useInterfaceLocale();
  const query = useQuery(productsQueryOptions(queryClient, backend, uid, kind, locale));
  return {
    status: query.data !== undefined ? 'success' : query.error ? 'error' : 'pending',
    error: query.error,
    products: (query.data ?? []) as Array<Extract<AnyProduct, { kind: K }>>,
    locale,
  };
}
