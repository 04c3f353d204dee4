import { Navigate, Outlet, createBrowserRouter, useLocation, type RouteObject } from 'react-router-dom';
import type { Backend } from '@console/backend';
import { createGuardLoader, sessionRememberedRouteStore } from '@console/auth-guard';
import { DEFAULT_PATH, routeTable, type RouteEntry, type RouteLayout } from './route-table';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { RoutePending } from './route-pending';

type LazyComponent = () => Promise<{ Component: React.ComponentType }>;

const placeholder: LazyComponent = () => import('../screens/placeholder-route').then((m) => ({ Component: m.PlaceholderRoute }));
const passThrough: LazyComponent = () => Promise.resolve({ Component: Outlet });

/** The layout around each group of routes, loaded with the first route that needs it. */
const layouts: Record<RouteLayout, LazyComponent> = {
  welcome: passThrough,
  'forgot-password': passThrough,
  main: passThrough,
};

/** The lazily loaded screen of each route. */
const screens: Record<RouteEntry['path'], LazyComponent> = {
  '/login': placeholder,
  '/register': placeholder,
  '/verify-email-address': placeholder,
  '/email-verified': placeholder,
  '/verification-successful': placeholder,
  '/forgot-password': placeholder,
  '/check-your-email': placeholder,
  '/set-new-password': placeholder,
  '/password-reset-successfully': placeholder,
  '/faq': placeholder,
  '/settings': placeholder,
};

/** The empty path and unknown paths go to the default route, keeping the query (e.g. an e-mail link's oobCode). */
function RedirectToDefault() {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: DEFAULT_PATH, search, hash }} replace />;
}

/** Every route of the table inside its layout, each guarded by the navigation guard before its screen shows. */
export function consoleRoutes(backend: Backend): RouteObject[] {
  const guard = { auth: backend.auth, remembered: sessionRememberedRouteStore() };
  const layoutRoute = (layout: RouteLayout): RouteObject => ({
    id: `layout-${layout}`,
    lazy: layouts[layout],
    children: routeTable
      .filter((route) => route.layout === layout)
      .map((route) => ({ path: route.path, handle: route, loader: createGuardLoader(guard, route.access), lazy: screens[route.path] })),
  });
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <RoutePending />,
      children: [layoutRoute('welcome'), layoutRoute('forgot-password'), layoutRoute('main'), { path: '*', element: <RedirectToDefault /> }],
    },
  ];
}

export const createConsoleRouter = (backend: Backend) => createBrowserRouter(consoleRoutes(backend));
