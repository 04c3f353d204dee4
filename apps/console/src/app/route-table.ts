import type { FeatureRoute, SidebarEntry } from '@console/feature-registration';
import { consoleFeatures } from './console-features';

/**
 * The console's routes as data, from its features: path, title key (common:titles.*), access, layout,
 * texts, screen and first data. The router, the page titles and the navigation guard all read it, so
 * they cannot disagree.
 */
export type RouteEntry = FeatureRoute;

export const routeTable: readonly RouteEntry[] = consoleFeatures.flatMap((feature) => feature.routes);

/** The signed-in console's sidebar, in the order of the features. */
export const sidebarEntries: readonly SidebarEntry[] = consoleFeatures.flatMap((feature) => (feature.sidebar ? [feature.sidebar] : []));

export function findRoute(path: string): RouteEntry | undefined {
  return routeTable.find((route) => route.path === path);
}
