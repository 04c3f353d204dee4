import type { PrefetchContext } from '@console/feature-registration';
import { prefetchProducts } from '@console/products-data';
import type { ProductRouteKind } from '@console/routes';

/**
 * A product page's first data, started while the screen's code loads. A module of its own, imported
 * lazily by the feature: its data library stays off the pages that do not need it, the sign-in page first.
 */
export const prefetchProductScreen = ({ queryClient, backend, uid, locale }: PrefetchContext, kind: ProductRouteKind) =>
  prefetchProducts(queryClient, backend, uid, kind, locale);
