import { Navigate, createBrowserRouter, useLocation, type RouteObject } from 'react-router-dom';
import type { Backend } from '@console/backend';
import { createGuardLoader, sessionRememberedRouteStore } from '@console/auth-guard';
import { DEFAULT_PATH, routeTable, type RouteEntry } from './route-table';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { RoutePending } from './route-pending';

type ScreenLoader = () => Promise<{ Component: React.ComponentType }>;

const placeholder: ScreenLoader = () => import('../screens/placeholder-route').then((m) => ({ Component: m.PlaceholderRoute }));

/** The lazily loaded screen of each route; feature issues replace the placeholders. */
const screens: Record<RouteEntry['path'], ScreenLoader> = Object.fromEntries(routeTable.map((route) => [route.path, placeholder]));

/** The empty path and unknown paths go to the default route, keeping the query (e.g. an e-mail link's oobCode). */
function RedirectToDefault() {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: DEFAULT_PATH, search, hash }} replace />;
}

/** Every route of the table, each guarded by the navigation guard before its screen is shown. */
export function consoleRoutes(backend: Backend): RouteObject[] {
  const guard = { auth: backend.auth, remembered: sessionRememberedRouteStore() };
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <RoutePending />,
      children: [
        ...routeTable.map(
          (route): RouteObject => ({ path: route.path, handle: route, loader: createGuardLoader(guard, route.access), lazy: screens[route.path] }),
        ),
        { path: '*', element: <RedirectToDefault /> },
      ],
    },
  ];
}

export const createConsoleRouter = (backend: Backend) => createBrowserRouter(consoleRoutes(backend));
