import type { Locale } from '@console/locale';
import type { ProductKind } from '@console/data-paths';
import { userQueryKey, type UserDataScope } from '@console/session';

/** The keys of the products' live queries: one listener per kind and language. */
export const productQueryKeys = {
  list: (scope: UserDataScope, kind: ProductKind, locale: Locale) => userQueryKey(scope, 'products', kind, locale),
} as const;
