import type { ConsoleFeature, FeatureRoute, LazyScreen } from '@console/feature-registration';
import { PRODUCTS_SECTION, ROUTES, type ProductRouteKind } from '@console/routes';

const screens: Record<ProductRouteKind, LazyScreen> = {
  cards: () => import('./screen/product-screens').then((m) => ({ Component: m.CardsScreen })),
  loans: () => import('./screen/product-screens').then((m) => ({ Component: m.LoansScreen })),
  deposits: () => import('./screen/product-screens').then((m) => ({ Component: m.DepositsScreen })),
};

const route = (kind: ProductRouteKind): FeatureRoute => ({
  path: ROUTES[kind],
  titleKey: kind,
  page: kind,
  access: 'login',
  layout: 'main',
  namespaces: ['products', 'forms', 'product-figures', 'try-question'],
  screen: screens[kind],
  prefetch: (context) => import('./screen/prefetch').then(({ prefetchProductScreen }) => prefetchProductScreen(context, kind)),
});

/** The bank's cards, loans and deposits, a page each; one sidebar entry (the screen has tabs between them). */
export const productsFeature: ConsoleFeature = {
  routes: [route('cards'), route('loans'), route('deposits')],
  sidebar: { to: ROUTES.cards, section: PRODUCTS_SECTION, labelKey: 'navigation.products', icon: 'products' },
};
