export { DEFAULT_ROUTE, PRODUCTS_SECTION, ROUTES, embedPreview, faqSearch, productRoute, settingsSection, type ProductRouteKind, type RouteName, type RoutePath } from './routes';
