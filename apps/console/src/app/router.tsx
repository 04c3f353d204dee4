import type { QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { Navigate, createBrowserRouter, useLocation, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { prefetchAccount } from '@console/account-data';
import { environmentMode, type Backend } from '@console/backend';
import { prefetchFaq } from '@console/faq-data';
import { localeOf, type Locale } from '@console/locale';
import { prefetchProducts } from '@console/products-data';
import { createGuardLoader, sessionRememberedRouteStore, sessionSignInReturnStore } from '@console/auth-guard';
import { authScreens, passwordResetScreens } from '@console/auth';
import { localMailScreen } from '@console/local-mail';
import { faqScreen } from '@console/faq';
import { settingsScreen } from '@console/settings';
import { homeScreen } from '@console/home';
import { productScreens } from '@console/products';
import { embedScreen } from '@console/embed';
import { leadsScreen } from '@console/leads';
import { dashboardScreen } from '@console/analytics';
import { DEFAULT_ROUTE, ROUTES, type RoutePath } from '@console/routes';
import { routeTable, type RouteEntry, type RouteLayout } from './route-table';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { RoutePending } from './route-pending';

type LazyComponent = () => Promise<{ Component: React.ComponentType }>;

/** Loads the texts a piece of the page uses before it renders, or reports nothing to load. */
type LoadTexts = (namespaces: readonly string[]) => Promise<unknown>;

/**
 * Code and texts arrive together: a screen that suspended on its texts would show the pending state and
 * then wait for React's reveal throttle (300 ms) on every first visit of a route.
 */
const withTexts = (load: LazyComponent, namespaces: readonly string[], loadTexts: LoadTexts): LazyComponent => () =>
  Promise.all([load(), loadTexts(namespaces)]).then(([module]) => module);

/** The text namespaces of each layout (the screens' are in the route table). */
const layoutNamespaces: Record<RouteLayout, readonly string[]> = { welcome: ['auth'], 'forgot-password': ['auth'], main: ['shell', 'profile-menu'] };

/** The layout around each group of routes, loaded with the first route that needs it. */
const layouts: Record<RouteLayout, LazyComponent> = {
  welcome: () => import('./layouts/welcome-layout-route').then((m) => ({ Component: m.WelcomeLayoutRoute })),
  'forgot-password': () => import('./layouts/forgot-password-layout-route').then((m) => ({ Component: m.ForgotPasswordLayoutRoute })),
  main: () => import('./layouts/main-layout-route').then((m) => ({ Component: m.MainLayoutRoute })),
};

/** The lazily loaded screen of each route. */
const screens: Record<(typeof routeTable)[number]['path'], LazyComponent> = {
  [ROUTES.login]: authScreens.login,
  [ROUTES.register]: authScreens.register,
  [ROUTES.verifyEmailAddress]: authScreens.verifyEmailAddress,
  [ROUTES.emailVerified]: authScreens.emailVerified,
  [ROUTES.verificationSuccessful]: authScreens.verificationSuccessful,
  [ROUTES.forgotPassword]: passwordResetScreens.forgotPassword,
  [ROUTES.checkYourEmail]: passwordResetScreens.checkYourEmail,
  [ROUTES.setNewPassword]: passwordResetScreens.setNewPassword,
  [ROUTES.passwordResetSuccessfully]: passwordResetScreens.passwordResetSuccessfully,
  [ROUTES.faq]: faqScreen,
  [ROUTES.settings]: settingsScreen,
  [ROUTES.home]: homeScreen,
  [ROUTES.cards]: productScreens.cards,
  [ROUTES.loans]: productScreens.loans,
  [ROUTES.deposits]: productScreens.deposits,
  [ROUTES.embed]: embedScreen,
  [ROUTES.leads]: leadsScreen,
  [ROUTES.dashboard]: dashboardScreen,
};

/** What a route's data prefetch needs: the cache, the documents, the signed-in user and the console's language. */
interface PrefetchContext {
  queryClient: QueryClient;
  backend: Backend;
  uid: string;
  locale: Locale;
}

/**
 * The data each signed-in screen reads first, started by its route's loader once the guard lets the
 * visit through: the listeners run while the screen's code loads, and the screen finds their queries.
 */
const prefetchers: Partial<Record<RoutePath, (context: PrefetchContext) => Promise<void>>> = {
  [ROUTES.faq]: ({ queryClient, backend, uid, locale }) => prefetchFaq(queryClient, backend.documents, environmentMode, uid, locale),
  [ROUTES.settings]: ({ queryClient, backend, uid }) => prefetchAccount(queryClient, backend.documents, environmentMode, uid),
  [ROUTES.home]: ({ queryClient, backend, uid }) => prefetchAccount(queryClient, backend.documents, environmentMode, uid),
  [ROUTES.cards]: ({ queryClient, backend, uid, locale }) => prefetchProducts(queryClient, backend.documents, uid, 'cards', locale),
  [ROUTES.loans]: ({ queryClient, backend, uid, locale }) => prefetchProducts(queryClient, backend.documents, uid, 'loans', locale),
  [ROUTES.deposits]: ({ queryClient, backend, uid, locale }) => prefetchProducts(queryClient, backend.documents, uid, 'deposits', locale),
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

/** The local demo's mailbox, open signed out (no guard). Firebase builds have no outbox; the bundler drops it there. */
const localMailRoute: RouteEntry = { path: ROUTES.localMail, page: 'local_mail', titleKey: 'localMail', access: 'public', layout: 'welcome', namespaces: ['local-mail'] };
const localMailRoutes = (loadTexts: LoadTexts): RouteObject[] =>
  import.meta.env.VITE_BACKEND !== 'firebase'
    ? [{ path: localMailRoute.path, handle: localMailRoute, lazy: withTexts(localMailScreen, localMailRoute.namespaces, loadTexts) }]
    : [];

/**
 * Every route of the table inside its layout, each guarded by the navigation guard before its screen
 * shows. With `texts`, each route's texts load with its code; with `queryClient`, a signed-in screen's
 * first data starts loading as soon as the guard lets the visit through (not awaited: the screen shows
 * its own loading state).
 */
export function consoleRoutes(backend: Backend, texts?: Pick<i18n, 'loadNamespaces' | 'language'>, queryClient?: QueryClient): RouteObject[] {
  const loadTexts: LoadTexts = (namespaces) => (texts ? texts.loadNamespaces([...namespaces]) : Promise.resolve());
  const guard = { auth: backend.auth, remembered: sessionRememberedRouteStore(), returnTo: sessionSignInReturnStore() };
  const loaderOf = (route: RouteEntry) => {
    const guardLoader = createGuardLoader(guard, route.access);
    const prefetch = prefetchers[route.path];
    return async (args: LoaderFunctionArgs) => {
      const decision = await guardLoader(args);
      const uid = backend.auth.currentUser()?.uid;
      if (decision === null && prefetch && queryClient && uid) void prefetch({ queryClient, backend, uid, locale: localeOf(texts?.language) }).catch(() => undefined);
      return decision;
    };
  };
  const layoutRoute = (layout: RouteLayout): RouteObject => ({
    id: `layout-${layout}`,
    lazy: withTexts(layouts[layout], layoutNamespaces[layout], loadTexts),
    children: routeTable
      .filter((route) => route.layout === layout)
      .map((route) => ({ path: route.path, handle: route, loader: loaderOf(route), lazy: withTexts(screens[route.path], route.namespaces, loadTexts) })),
  });
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <RoutePending />,
      children: [layoutRoute('welcome'), layoutRoute('forgot-password'), layoutRoute('main'), ...localMailRoutes(loadTexts), { path: '*', element: <RedirectToDefault /> }],
    },
  ];
}

export const createConsoleRouter = (backend: Backend, texts: Pick<i18n, 'loadNamespaces' | 'language'>, queryClient: QueryClient) =>
  createBrowserRouter(consoleRoutes(backend, texts, queryClient));
