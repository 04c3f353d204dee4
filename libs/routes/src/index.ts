export { DEFAULT_ROUTE, PRODUCTS_SECTION, ROUTES, embedPreview, embedTryQuestion, faqSearch, productRoute, settingsSection, type ProductRouteKind, type RouteName, type RoutePath } from './routes';
