export { DEFAULT_ROUTE, PRODUCTS_SECTION, ROUTES, productRoute, settingsSection, type ProductRouteKind, type RouteName, type RoutePath } from './routes';
