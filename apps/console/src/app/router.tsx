import type { i18n } from 'i18next';
import { Navigate, createBrowserRouter, useLocation, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import type { Backend } from '@console/backend';
import { localeOf } from '@console/locale';
import { createGuardLoader, sessionRememberedRouteStore, sessionSignInReturnStore } from '@console/auth-guard';
import type { FramedLayout, LazyScreen } from '@console/feature-registration';
import { DEFAULT_ROUTE } from '@console/routes';
import type { DataCache } from './data-cache';
import { routeTable, type RouteEntry } from './route-table';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { RoutePending } from './route-pending';

/** Loads the texts a piece of the page uses before it renders, or reports nothing to load. */
type LoadTexts = (namespaces: readonly string[]) => Promise<unknown>;

/**
 * Code and texts arrive together: a screen that suspended on its texts would show the pending state and
 * then wait for React's reveal throttle (300 ms) on every first visit of a route.
 */
const withTexts = (load: LazyScreen, namespaces: readonly string[], loadTexts: LoadTexts): LazyScreen => () =>
  nextTask().then(() => Promise.all([load(), loadTexts(namespaces)]).then(([module]) => module));

/**
 * Resolves in a task of its own. The router starts a route's layout and screen while it starts, and
 * each import adds its files' preload links at once: started a task apart, that work is cut into short
 * tasks instead of one long one that keeps a first visit's page from answering (about 200 ms on a
 * slow phone's CPU).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The text namespaces of each layout (the screens' are in the route table). */
const layoutNamespaces: Record<FramedLayout, readonly string[]> = { welcome: ['auth'], 'forgot-password': ['auth'], main: ['shell', 'profile-menu'] };

/** The layout around each group of routes, loaded with the first route that needs it. */
const layouts: Record<FramedLayout, LazyScreen> = {
  welcome: () => import('./layouts/welcome-layout-route').then((m) => ({ Component: m.WelcomeLayoutRoute })),
  'forgot-password': () => import('./layouts/forgot-password-layout-route').then((m) => ({ Component: m.ForgotPasswordLayoutRoute })),
  main: () => import('./layouts/main-layout-route').then((m) => ({ Component: m.MainLayoutRoute })),
};

/**
 * The empty path and unknown paths go to the default route, keeping the query (e.g. an e-mail link's
 * oobCode). This page stays in view while the default route loads, so it shows that route's skeleton.
 */
function RedirectToDefault() {
  const { search, hash } = useLocation();
  return (
    <>
      <Navigate to={{ pathname: DEFAULT_ROUTE, search, hash }} replace />
      <RoutePending />
    </>
  );
}

/**
 * Every route of the table inside its layout (or none), each but the `open` ones guarded by the
 * navigation guard before its screen shows. With `texts`, each route's texts load with its code. With
 * `dataCache`, a route that reads data (every one but those marked `dataCache: false`) creates the cache
 * before its screen shows, and a signed-in screen's first data starts loading as soon as the guard lets
 * the visit through (not awaited: the screen shows its own loading state).
 */
export function consoleRoutes(backend: Backend, texts?: Pick<i18n, 'loadNamespaces' | 'language'>, dataCache?: Pick<DataCache, 'load'>): RouteObject[] {
  const loadTexts: LoadTexts = (namespaces) => (texts ? texts.loadNamespaces([...namespaces]) : Promise.resolve());
  const guard = { auth: backend.auth, remembered: sessionRememberedRouteStore(), returnTo: sessionSignInReturnStore() };
  const loaderOf = (route: RouteEntry) => {
    const guardLoader = route.access === 'open' ? null : createGuardLoader(guard, route.access);
    const cache = route.dataCache === false ? undefined : dataCache;
    if (!guardLoader && !cache) return undefined;
    const { prefetch } = route;
    return async (args: LoaderFunctionArgs) => {
      const decision = guardLoader ? await guardLoader(args) : null;
      if (decision !== null || !cache) return decision;
      const queryClient = await cache.load();
      const uid = backend.auth.currentUser()?.uid;
      if (prefetch && uid) void prefetch({ queryClient, backend, uid, locale: localeOf(texts?.language) }).catch(() => undefined);
      return decision;
    };
  };
  const routesIn = (layout: RouteEntry['layout']): RouteObject[] =>
    routeTable
      .filter((route) => route.layout === layout)
      .map((route) => ({ path: route.path, handle: route, loader: loaderOf(route), lazy: withTexts(route.screen, route.namespaces, loadTexts) }));
  const layoutRoute = (layout: FramedLayout): RouteObject => ({ id: `layout-${layout}`, lazy: withTexts(layouts[layout], layoutNamespaces[layout], loadTexts), children: routesIn(layout) });
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <RoutePending />,
      children: [layoutRoute('welcome'), layoutRoute('forgot-password'), layoutRoute('main'), ...routesIn('none'), { path: '*', element: <RedirectToDefault /> }],
    },
  ];
}

export const createConsoleRouter = (backend: Backend, texts: Pick<i18n, 'loadNamespaces' | 'language'>, dataCache: DataCache) =>
  createBrowserRouter(consoleRoutes(backend, texts, dataCache));
