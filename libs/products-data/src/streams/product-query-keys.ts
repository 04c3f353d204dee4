import type { Locale } from '@console/locale';
import type { ProductKind } from '@console/data-paths';
import { userQueryKey } from '@console/session';

/** One live query (and listener) per kind and language; sign-out removes them with the user's scope. */
export const productQueryKey = (uid: string, kind: ProductKind, locale: Locale) => userQueryKey(uid, 'products', kind, locale);
