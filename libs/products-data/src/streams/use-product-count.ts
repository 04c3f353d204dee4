import { useQueries, useQueryClient } from '@tanstack/react-query';
import { environmentMode, useBackend } from '@console/backend';
import { liveQueryOptions } from '@console/live-query';
import { useAuthUser } from '@console/session';
import { PRODUCT_KINDS } from '../model/product-kinds';
import { productQueryKey } from './product-query-keys';
import { subscribeProducts } from './subscribe-products';
import { useInterfaceLocale } from '@console/i18n';

export interface ProductCount {
  /** `pending` until every kind has arrived. */
  status: 'pending' | 'error' | 'success';
  /** Cards, loans and deposits together, in the interface language (every product exists in all three). */
  count: number;
  byKind: { cards: number; loans: number; deposits: number };
}

/** How many products the account has, live; shares its listeners with the product lists. */
export function useProductCount(): ProductCount {
  const { documents } = useBackend();
  const queryClient = useQueryClient();
  const uid = useAuthUser()?.uid ?? null;
  // Products are read and edited in the interface language.
  const locale = useInterfaceLocale();
  return useQueries({
    queries: PRODUCT_KINDS.map((kind) =>
      liveQueryOptions(queryClient, {
        queryKey: productQueryKey(uid ?? '', kind, locale),
        subscribe: subscribeProducts(documents, environmentMode, uid ?? '', locale, kind),
        enabled: uid !== null,
      }),
    ),
    combine: (results) => {
      const [cards = 0, loans = 0, deposits = 0] = results.map((result) => result.data?.length ?? 0);
      const ready = results.every((result) => result.data !== undefined);
      const failed = results.some((result) => result.error && result.data === undefined);
      return { status: failed ? 'error' : ready ? 'success' : 'pending', count: cards + loans + deposits, byKind: { cards, loans, deposits } };
    },
  });
}
