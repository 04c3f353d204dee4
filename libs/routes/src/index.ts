export { DEFAULT_ROUTE, PRODUCTS_SECTION, ROUTES, faqSearch, productRoute, settingsSection, type ProductRouteKind, type RouteName, type RoutePath } from './routes';
