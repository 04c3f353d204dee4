export type { ConsoleFeature, FeatureRoute, FeatureRouteAccess, FramedLayout, LazyScreen, PrefetchContext, RouteLayout, SidebarEntry, SidebarLabelKey, TextNamespace } from './console-feature';
