import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useBackend } from '@console/backend/react';
import type { ProductKind } from '@console/data-paths';
import { LOCALES } from '@console/locale';
import { useAuthUser } from '@console/session';
import type { ProductInLanguages } from '../model/product-in-languages';
import type { AnyProduct } from '../model/product-types';
import { productsQueryOptions } from './products-query-options';

export interface ProductInLanguagesData<K extends ProductKind> {
  /** `missing` when a language has no such product: it was deleted (or never existed). */
  status: 'pending' | 'error' | 'missing' | 'success';
  product: ProductInLanguages<K> | null;
}

/**
 * One product in Macedonian, English and Albanian at once, live, whatever the console's language. It
 * shares the lists' listeners (the same query keys), so the language the list shows costs nothing more.
 */
export function useProductInLanguages<K extends ProductKind>(kind: K, id: string | null): ProductInLanguagesData<K> {
  const backend = useBackend();
  const queryClient = useQueryClient();
  const uid = useAuthUser()?.uid ?? null;
  const results = useQueries({ queries: LOCALES.map((locale) => productsQueryOptions(queryClient, backend, uid, kind, locale)) });
  const found = results.map((result) => (result.data as AnyProduct[] | undefined)?.find((product) => product.id === id));
  const [mk, en, sq] = found;
  // A new object only when one of the languages changed: the editor compares readings by identity first.
  const product = useMemo(() => (mk && en && sq ? ({ mk, en, sq } as ProductInLanguages<K>) : null), [mk, en, sq]);
  if (product) return { status: 'success', product };
  if (results.some((result) => result.error && result.data === undefined)) return { status: 'error', product: null };
  if (id !== null && results.every((result) => result.data !== undefined)) return { status: 'missing', product: null };
  return { status: 'pending', product: null };
}
