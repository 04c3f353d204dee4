import type { PageTitleKey } from '@console/i18n';
import { ROUTES, type RoutePath } from '@console/routes';

/**
 * The specification's route table as data: path, title key (common:titles.*), access and layout. The
 * router, the page titles and the navigation guard all read it, so they cannot disagree.
 */
export type RouteAccess = 'public' | 'login';
export type RouteLayout = 'welcome' | 'forgot-password' | 'main';

export interface RouteEntry {
  path: RoutePath;
  titleKey: PageTitleKey;
  /** Page name in analytics events: `{page}_page_visited`. */
  page: string;
  access: RouteAccess;
  layout: RouteLayout;
  /** Text namespaces the screen uses: loaded with its code, so that it never suspends on its texts. */
  namespaces: readonly string[];
}


export const routeTable = [
  { path: ROUTES.checkYourEmail, page: 'check_your_email', titleKey: 'forgotPassword', access: 'public', layout: 'forgot-password', namespaces: ['password-reset', 'forms'] },
  { path: ROUTES.forgotPassword, page: 'forgot_password', titleKey: 'forgotPassword', access: 'public', layout: 'forgot-password', namespaces: ['password-reset', 'forms'] },
  { path: ROUTES.passwordResetSuccessfully, page: 'password_reset_successfully', titleKey: 'forgotPassword', access: 'public', layout: 'forgot-password', namespaces: ['password-reset', 'forms'] },
  { path: ROUTES.setNewPassword, page: 'set_new_password', titleKey: 'forgotPassword', access: 'public', layout: 'forgot-password', namespaces: ['password-reset', 'forms'] },
  { path: ROUTES.faq, page: 'faq', titleKey: 'faq', access: 'login', layout: 'main', namespaces: ['faq', 'forms'] },
  { path: ROUTES.settings, page: 'settings', titleKey: 'settings', access: 'login', layout: 'main', namespaces: ['settings', 'forms'] },
  // Not in the specification's table (its routes for these screens are not shown): ours to choose.
  { path: ROUTES.home, page: 'home', titleKey: 'home', access: 'login', layout: 'main', namespaces: ['home'] },
  { path: ROUTES.cards, page: 'cards', titleKey: 'cards', access: 'login', layout: 'main', namespaces: ['products', 'forms'] },
  { path: ROUTES.loans, page: 'loans', titleKey: 'loans', access: 'login', layout: 'main', namespaces: ['products', 'forms'] },
  { path: ROUTES.deposits, page: 'deposits', titleKey: 'deposits', access: 'login', layout: 'main', namespaces: ['products', 'forms'] },
  { path: ROUTES.embed, page: 'embed', titleKey: 'embed', access: 'login', layout: 'main', namespaces: ['embed'] },
  { path: ROUTES.leads, page: 'leads', titleKey: 'leads', access: 'login', layout: 'main', namespaces: ['leads'] },
  { path: ROUTES.dashboard, page: 'dashboard', titleKey: 'dashboard', access: 'login', layout: 'main', namespaces: ['analytics'] },
  { path: ROUTES.login, page: 'login', titleKey: 'login', access: 'public', layout: 'welcome', namespaces: ['auth', 'forms'] },
  { path: ROUTES.register, page: 'register', titleKey: 'register', access: 'public', layout: 'welcome', namespaces: ['auth', 'forms'] },
  { path: ROUTES.verifyEmailAddress, page: 'verify_email_address', titleKey: 'verifyEmail', access: 'public', layout: 'welcome', namespaces: ['auth', 'forms'] },
  { path: ROUTES.emailVerified, page: 'email_verified', titleKey: 'verifyEmail', access: 'login', layout: 'welcome', namespaces: ['auth', 'forms'] },
  { path: ROUTES.verificationSuccessful, page: 'verification_successful', titleKey: 'verificationSuccessful', access: 'login', layout: 'welcome', namespaces: ['auth', 'forms'] },
] as const satisfies readonly RouteEntry[];

export function findRoute(path: string): RouteEntry | undefined {
  return routeTable.find((route) => route.path === path);
}
