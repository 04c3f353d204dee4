import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { CustomTypeOptions } from 'i18next';
import type { RouteAccess } from '@console/auth-guard';
import type { Backend } from '@console/backend';
import type { PageTitleKey } from '@console/i18n';
import type { IconName } from '@console/icons';
import type { Locale } from '@console/locale';
import type { RoutePath } from '@console/routes';

/**
 * Who may open a route, as the navigation guard reads it (`public`: signed out; `login`: signed in), or
 * `open`: anyone, signed in or not, without the guard (the local backend's mailbox).
 */
export type FeatureRouteAccess = RouteAccess | 'open';

/** The frames the console draws around its routes: the welcome card, the password-reset card, the signed-in console. */
export type FramedLayout = 'welcome' | 'forgot-password' | 'main';

/** The frame around a route, or `none`: the screen fills the page itself (the local backend's mailbox). */
export type RouteLayout = FramedLayout | 'none';

/** A text namespace (`locales/<language>/<namespace>.json`), as the typed translations know them. */
export type TextNamespace = keyof CustomTypeOptions['resources'];

/** A screen's code, loaded on the first visit of its route. */
export type LazyScreen = () => Promise<{ Component: ComponentType }>;

/** What a route's first data needs: the cache, the backend (with its environment, `backend.mode`), the signed-in user, the console's language. */
export interface PrefetchContext {
  queryClient: QueryClient;
  backend: Backend;
  uid: string;
  locale: Locale;
}

export interface FeatureRoute {
  path: RoutePath;
  /** The page title, a key of `common:titles`. */
  titleKey: PageTitleKey;
  /** Page name in analytics events: `{page}_page_visited`. */
  page: string;
  access: FeatureRouteAccess;
  layout: RouteLayout;
  /** Text namespaces the screen uses: loaded with its code, so that it never suspends on its texts. */
  namespaces: readonly TextNamespace[];
  screen: LazyScreen;
  /**
   * The data the screen reads first, started once the navigation guard lets a signed-in visit through:
   * it loads while the screen's code does, and the screen finds it in the cache. Import the module that
   * does it lazily (`import('./screen/prefetch')`): a static import would put every screen's data code on
   * the pages that need none, the sign-in page first.
   */
  prefetch?: (context: PrefetchContext) => Promise<void>;
  /**
   * `false` for a screen that reads nothing through the data cache (sign-in, registration), so that its
   * first visit does not download it; any other route creates the cache before its screen shows.
   */
  dataCache?: false;
}

/** A label of the sidebar: a page title, or one of `common:navigation` where the sidebar says it shorter. */
export type SidebarLabelKey = `titles.${PageTitleKey}` | `navigation.${keyof CustomTypeOptions['resources']['common']['navigation']}`;

export interface SidebarEntry {
  to: RoutePath;
  labelKey: SidebarLabelKey;
  icon: IconName;
  /** A path prefix under which the entry is the current one too (e.g. `/products` for every product page). */
  section?: string;
}

/**
 * What a feature library tells the console about itself, in one export: its routes and, for a screen of
 * the signed-in console, its sidebar entry. The console's route table, screen loading, data prefetch and
 * sidebar are all read from the list of these (in the app), so a new screen is one library and one line.
 */
export interface ConsoleFeature {
  routes: readonly FeatureRoute[];
  sidebar?: SidebarEntry;
}

/** A screen of the signed-in console: its route's own parts, its sidebar icon, and a label when shorter than its title. */
export interface SignedInScreen extends Pick<FeatureRoute, 'path' | 'titleKey' | 'page' | 'namespaces' | 'screen' | 'prefetch'> {
  icon: IconName;
  labelKey?: SidebarLabelKey;
}

/** A feature of one signed-in screen: its route in the main layout, and its sidebar entry (its title, unless `labelKey` says it shorter). */
export function signedInScreen({ icon, labelKey, ...route }: SignedInScreen): ConsoleFeature {
  return { routes: [{ ...route, access: 'login', layout: 'main' }], sidebar: { to: route.path, labelKey: labelKey ?? `titles.${route.titleKey}`, icon } };
}
